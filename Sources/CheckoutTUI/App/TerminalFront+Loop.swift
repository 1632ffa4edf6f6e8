import CheckoutFlows
import Foundation
import PayPalAPI

extension TerminalFront {
    /// The loop's state between keys: the app, and the work it starts.
    struct Loop {
        var state: AppState
        let service: any CheckoutService
        let server: any MerchantService
        let inbox: Inbox
        var dirty = true
        var spinner = 0
        var lastClock = ""
        /// The frame on screen, to find what a click landed on.
        var shown: Canvas?

        init(state: AppState, service: any CheckoutService, server: any MerchantService, inbox: Inbox) {
            self.state = state
            self.service = service
            self.server = server
            self.inbox = inbox
        }

        mutating func handle(_ key: Key) {
            if case .click(let x, let y) = key {
                if let target = shown?.target(atX: x, y: y) { perform(state.activate(target)) }
            } else {
                perform(state.handle(key))
            }
            dirty = true
        }

        mutating func drainInbox() {
            for message in inbox.drain() {
                perform(state.receive(message))
                dirty = true
            }
        }

        mutating func drawIfNeeded(on terminal: CursesTerminal) {
            let clock = Date().formatted(date: .omitted, time: .shortened)
            if case .working = state.library?.flow.screen {
                spinner += 1
                dirty = true
            }
            guard dirty || clock != lastClock else { return }
            let size = terminal.size
            let frame = Screen.render(state, width: size.width, height: size.height, clock: clock, spinner: spinner)
            terminal.draw(frame)
            shown = frame
            lastClock = clock
            dirty = false
        }

        func perform(_ effects: [AppEffect]) {
            let calls = CheckoutCalls(service: service)
            let inbox = inbox
            for effect in effects {
                switch effect {
                case .call(let call):
                    Task.detached { if let event = await calls.perform(call) { inbox.post(.flow(event)) } }
                case .finishAfterPause:
                    Task.detached {
                        try? await Task.sleep(for: .seconds(2))
                        inbox.post(.flow(.finish))
                    }
                case .createPreapproval:
                    let server = server
                    Task.detached {
                        do {
                            inbox.post(.preapprovalCreated(key: try await server.createPreapproval(.demo)))
                        } catch {
                            inbox.post(.merchantCallFailed(Self.apiError(error)))
                        }
                    }
                case .payUnderPreapproval(let preapproval, let pin):
                    let server = server
                    Task.detached {
                        do {
                            let charge = DemoStore.preapprovedCharge.total
                            inbox.post(.preapprovedPaid(try await server.pay(
                                charge, to: DemoStore.merchantEmail, preapprovalKey: preapproval.key,
                                senderEmail: preapproval.senderEmail, pin: pin)))
                        } catch {
                            inbox.post(.merchantCallFailed(Self.apiError(error)))
                        }
                    }
                case .initializeLibrary:
                    let service = service
                    Task.detached {
                        do {
                            try await service.initialize()
                            inbox.post(.initialized(failure: nil))
                        } catch {
                            inbox.post(.initialized(failure: "\(error)"))
                        }
                    }
                }
            }
        }

        static func apiError(_ error: any Error) -> PayPalAPIError {
            error as? PayPalAPIError
                ?? PayPalAPIError(code: "NETWORK_ERROR", message: "PayPal could not be reached: \(error)", correlationId: "", httpStatus: 0)
        }
    }
}
