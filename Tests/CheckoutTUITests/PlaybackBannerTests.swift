import Testing
@testable import CheckoutTUI

/// `payterm play`'s banner: below the sheet, never over it, and a caption never cut, at the smallest terminal and a
/// larger one.
@Suite struct PlaybackBannerTests {
    static let caption = "On a card, a personal payment carries a fee. Alex chooses whether she or Noor pays it, and the review shows both."

    /// The library open on its log-in, with a caption paused under it.
    func frame(_ size: TerminalSize, _ banner: PlaybackBanner) -> (Canvas, Canvas) {
        var state = Fixture.ready(size: size)
        _ = state.handle(.enter)
        let appSize = banner.sizeLeft(in: size)
        let app = Screen.render(state, width: size.width, height: appSize.height, clock: "3:28 PM")
        return (banner.draw(over: app, in: size), app)
    }

    @Test(arguments: [TerminalSize(width: 72, height: 22), TerminalSize(width: 100, height: 30)])
    func theBannerSitsBelowTheSheetAndCutsNoText(_ size: TerminalSize) {
        var banner = PlaybackBanner(scenario: "MPL #4", mode: .paused(caption: Self.caption, page: 0))
        var shown: [String] = []
        for page in 0..<banner.pageCount(in: size) {
            banner.mode = .paused(caption: Self.caption, page: page)
            let (frame, app) = frame(size, banner)
            let rows = banner.rows(in: size)
            #expect(Array(frame.lines.prefix(size.height - rows.count)) == Array(app.lines.prefix(app.height - 1)), "the app is drawn whole above it")
            #expect(frame.lines.prefix(size.height - rows.count).contains { $0.contains("╰") }, "the sheet's bottom edge shows above the banner")
            for row in rows { #expect(DisplayWidth.of(row) <= size.width - 2, "\(row) fits") }
            shown += rows
        }
        let words = shown.filter { $0 != PlaybackBanner.pauseKeys }.joined(separator: " ").replacingOccurrences(of: PlaybackBanner.more, with: "")
            .split(separator: " ")
        #expect(words == Self.caption.split(separator: " "), "every word of the caption shows, in order")
    }

    @Test func aTallerTerminalShowsTheWholeCaptionAndTheTrainersKeys() {
        let size = TerminalSize(width: 100, height: 30)
        let banner = PlaybackBanner(scenario: "MPL #4", mode: .paused(caption: Self.caption, page: 0))
        #expect(banner.pageCount(in: size) == 1)
        #expect(banner.rows(in: size).last == PlaybackBanner.pauseKeys)
    }

    @Test func aLongNameGivesWayToTheStep() {
        let banner = PlaybackBanner(scenario: "MPL #6: preapproval, then a preapproved payment", mode: .playing(step: 12, of: 30))
        #expect(banner.rows(in: TerminalSize(width: 72, height: 22)) == ["▶ Step 12 of 30 · q leaves"])
        #expect(banner.rows(in: TerminalSize(width: 100, height: 30)) == ["▶ MPL #6: preapproval, then a preapproved payment · step 12 of 30 · q leaves"])
    }
}
