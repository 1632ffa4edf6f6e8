import CNcurses

/// Facts about the ncurses library the front is linked against.
public enum Curses {
    /// The library's own version string, such as `ncurses 6.4.20221231`.
    public static var version: String { String(cString: curses_version()) }
}
