/// What work started by the program posts back to its loop.
enum Message: Sendable {
    /// A checkout's answer or timer, or an entry's answer, with the way the state takes it.
    case flow(@Sendable (inout AppState) -> [AppEffect])
    /// What one of the front's own calls came to.
    case answer(FrontAnswer)
    /// A line for the event pane from outside the loop: an HTTP call, an IPN message, a webhook event.
    case event(EventLine)
}
