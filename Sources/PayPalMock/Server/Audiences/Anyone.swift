/// No credentials: whoever reaches the backend.
struct Anyone: Audience {
    var name: AudienceName { .anyone }

    func admit(_ arrival: Arrival) async throws {}
}
