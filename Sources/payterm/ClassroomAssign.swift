import ArgumentParser
import PayPalAPI

extension ClassroomCommand {
    /// `payterm classroom assign DRILL`: every trainee is given the drill, which their `payterm drill next` takes.
    struct Assign: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Give every trainee a drill (a shipped one or your own file); they take it with payterm drill next.",
            discussion: """
                The drill file is read and checked here (a mistake is said at its line), then kept in each \
                trainee's workspace, after the drills assigned before; assigning a drill again replaces its text \
                and keeps its place. --exam: no hints, and the trainee's first check is their result.
                """)

        @OptionGroup var options: Options
        @Argument(help: "A shipped drill's name (payterm drill list) or a drill file, such as my-drills/refund.yaml.") var drill: String
        @Flag(help: "An exam: no hints, and the first check is the result.") var exam = false

        func run() async throws {
            let source = try DrillSource.named(drill)
            let trainer = try options.trainer()
            let given = try await options.call { () async throws(PayPalAPIError) in
                try await options.client.assignDrill(source.drill.name, text: source.text, exam: exam, trainer: trainer)
            }
            guard !given.workspaces.isEmpty else {
                print("No workspaces yet to give \(given.drill) to: payterm classroom add NAME…, then assign it.")
                return
            }
            print("\(given.drill)\(exam ? " (an exam)" : "") is assigned to \(given.workspaces.count): \(given.workspaces.joined(separator: ", ")).")
            print("Each trainee takes it with: payterm drill next (with their workspace's --backend and keys, as their sheet says).")
        }
    }
}
