#ifndef PAYTERM_CNCURSES_SHIM_H
#define PAYTERM_CNCURSES_SHIM_H

/* ncurses reached through small functions: its macros and globals (stdscr, LINES, COLS, COLOR_PAIR,
   A_BOLD…) do not import into Swift 6, and its crash-time cleanup must be plain C. */

/* NCURSES_WIDECHAR turns on ncurses' wide-character API without glibc's feature macros, which would change
   system structs and clash with the other Clang modules (Dispatch, Foundation) that include them. */
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

/* Selects the user's locale, falling back to C.UTF-8 when it is not UTF-8: wide characters need one. */
static inline void pt_prepare_utf8_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (strstr(codeset, "UTF-8") == NULL && strstr(codeset, "utf8") == NULL) setlocale(LC_CTYPE, "C.UTF-8");
}

enum {
    PT_BOLD = 1,
    PT_REVERSE = 2,
    PT_UNDERLINE = 4,
};

/* Key codes the front reads. */
enum {
    PT_KEY_UP = KEY_UP, PT_KEY_DOWN = KEY_DOWN, PT_KEY_LEFT = KEY_LEFT, PT_KEY_RIGHT = KEY_RIGHT,
    PT_KEY_BACKSPACE = KEY_BACKSPACE, PT_KEY_ENTER = KEY_ENTER, PT_KEY_BTAB = KEY_BTAB,
    PT_KEY_RESIZE = KEY_RESIZE, PT_KEY_MOUSE = KEY_MOUSE, PT_KEY_DC = KEY_DC,
    PT_KEY_HOME = KEY_HOME, PT_KEY_END = KEY_END, PT_KEY_PPAGE = KEY_PPAGE, PT_KEY_NPAGE = KEY_NPAGE,
    PT_KEY_F1 = KEY_F0 + 1,
};

/* What read_key found: nothing before the timeout, a character, or a function key. */
enum { PT_READ_NONE = 0, PT_READ_CHAR = 1, PT_READ_KEY = 2 };

/* The terminal settings from before curses started; function-local so Swift's importer emits them. */
static inline struct termios *pt_saved_termios(void) { static struct termios saved; return &saved; }
static inline int *pt_have_saved_termios(void) { static int have = 0; return &have; }

/* Puts the terminal back from a signal handler: only async-signal-safe calls. Attributes off, mouse reports off,
   cursor keys and keypad back to normal mode (what keypad() turned on), cursor shown, the main screen back. */
static inline void pt_emergency_restore(void) {
    static const char reset[] = "\033[0m\033[?1000l\033[?1006l\033[?1l\033>\033[?25h\033[?1049l\r\n";
    if (*pt_have_saved_termios()) tcsetattr(STDIN_FILENO, TCSAFLUSH, pt_saved_termios());
    ssize_t ignored = write(STDOUT_FILENO, reset, sizeof reset - 1);
    (void)ignored;
}

static inline void pt_crash_handler(int signal_number) {
    pt_emergency_restore();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/* Restores the terminal if the process crashes (a trap, an abort, a bad access). */
static inline void pt_install_crash_handlers(void) {
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) signal(signals[i], pt_crash_handler);
}

static inline void pt_uninstall_crash_handlers(void) {
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) signal(signals[i], SIG_DFL);
}

/* Starts curses; returns 1 when the terminal has colours. */
static inline int pt_start(int want_colors) {
    if (tcgetattr(STDIN_FILENO, pt_saved_termios()) == 0) *pt_have_saved_termios() = 1;
    pt_install_crash_handlers();
    initscr();
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    /* A frame goes out whole, in one write: no check for typed keys between its lines, each of which flushed. */
    typeahead(-1);
    curs_set(0);
    /* The cursor is hidden: ncurses need not put it back anywhere after a frame. */
    leaveok(stdscr, TRUE);
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
    mouseinterval(0);
    /* Until curses has been left and resumed once, ncurses flushes its output after every cursor move, so a
       frame went out in dozens of writes, each waking the terminal. One endwin() and refresh() now, before anything
       is drawn, makes every later frame go out at once. */
    endwin();
    refresh();
    if (want_colors && has_colors()) {
        start_color();
        use_default_colors();
        return 1;
    }
    return 0;
}

/* ncurses' own SIGWINCH handler (which makes the next read report KEY_RESIZE), and the pipe to wake the loop. */
static struct sigaction *pt_curses_winch(void) { static struct sigaction action; return &action; }
static int *pt_winch_wake_fd(void) { static int fd = -1; return &fd; }

static void pt_winch_handler(int number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    struct sigaction *curses = pt_curses_winch();
    if (curses->sa_flags & SA_SIGINFO) {
        if (curses->sa_sigaction) curses->sa_sigaction(number, info, context);
    } else if (curses->sa_handler != SIG_IGN && curses->sa_handler != SIG_DFL) {
        curses->sa_handler(number);
    }
    char byte = 1;
    (void)write(*pt_winch_wake_fd(), &byte, 1);
    errno = saved_errno;
}

/* Chains ncurses' resize handler to one that also writes to wake_fd: the signal may reach any of the process's
   threads, not the one asleep in poll, which would then see the resize only at the next key. */
static inline void pt_wake_on_resize(int wake_fd) {
    *pt_winch_wake_fd() = wake_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = pt_winch_handler;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGWINCH, &action, pt_curses_winch());
}

static inline void pt_stop(void) {
    if (*pt_winch_wake_fd() >= 0) {
        sigaction(SIGWINCH, pt_curses_winch(), NULL);
        *pt_winch_wake_fd() = -1;
    }
    endwin();
    pt_uninstall_crash_handlers();
}

static inline int pt_lines(void) { return LINES; }
static inline int pt_cols(void) { return COLS; }
static inline int pt_colors(void) { return COLORS; }

static inline void pt_init_pair(short pair, short fg, short bg) { init_pair(pair, fg, bg); }

/* Waits up to timeout_ms for input. */
static inline int pt_read_key(int timeout_ms, unsigned int *code) {
    wint_t ch = 0;
    timeout(timeout_ms);
    int result = get_wch(&ch);
    *code = (unsigned int)ch;
    if (result == KEY_CODE_YES) return PT_READ_KEY;
    if (result == OK) return PT_READ_CHAR;
    return PT_READ_NONE;
}

/* What pt_wait_input found. */
enum { PT_INPUT_NONE = 0, PT_INPUT_KEY = 1, PT_INPUT_WAKE = 2, PT_INPUT_HANGUP = 3 };

/* Waits up to timeout_ms (-1: for ever) for the terminal's input or for the wake pipe. */
static inline int pt_wait_input(int wake_fd, int timeout_ms) {
    struct pollfd fds[2] = { { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 }, { .fd = wake_fd, .events = POLLIN, .revents = 0 } };
    if (poll(fds, 2, timeout_ms) <= 0) return PT_INPUT_NONE;
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return PT_INPUT_HANGUP;
    if (fds[0].revents & POLLIN) return PT_INPUT_KEY;
    return PT_INPUT_WAKE;
}

/* 1 when the terminal has gone away (its window closed, its pty hung up): reads would return at once forever. */
static inline int pt_input_hung_up(void) {
    struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    return poll(&input, 1, 0) > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* The cell a left click landed on; returns 1 for a click. */
static inline int pt_mouse_click(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))) return 0;
    *x = event.x;
    *y = event.y;
    return 1;
}

static inline attr_t pt_attrs(int attributes) {
    attr_t attrs = A_NORMAL;
    if (attributes & PT_BOLD) attrs |= A_BOLD;
    if (attributes & PT_REVERSE) attrs |= A_REVERSE;
    if (attributes & PT_UNDERLINE) attrs |= A_UNDERLINE;
    return attrs;
}

/* Draws a run of cells of one style from (y, x), as if typed: one-column characters, or one character with all
   its scalars; a double-width character they overwrite half of is blanked, as the canvas does. The window's
   attributes, which ncurses adds to all it draws, are set for each run. */
static inline void pt_put_run(int y, int x, const wchar_t *text, int count, short pair, int attributes) {
    attr_set(pt_attrs(attributes), pair, NULL);
    mvaddnwstr(y, x, text, count);
}

static inline void pt_refresh(void) { refresh(); }
static inline void pt_clear(void) { clear(); }

#endif
