// The front benchmark's floor: a bare C ncurses program drawing a boxed window with a title and a button, as the
// merchant app's first frame does. front_frames.py times its start to that frame in the same sitting as payterm's.
#include <locale.h>
#include <ncurses.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    box(stdscr, 0, 0);
    mvprintw(0, 2, " Merchant app ");
    mvprintw(LINES / 2, 4, "Pay with PayPal   PayPal library: initializing");
    refresh();
    getch();
    endwin();
    return 0;
}
