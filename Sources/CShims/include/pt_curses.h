// ncursesw helpers for CursesTerminal: globals and macros Swift cannot import, wide-character
// cell output, and the async-signal-safe terminal restore used on crash and termination paths.
#ifndef PT_CURSES_H
#define PT_CURSES_H
// SwiftPM drops the -D flags of ncursesw.pc, so the wide-character API must be requested here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <wchar.h>

/// Attribute bits CursesTerminal's style table uses; mapped to A_* (macros) in curses.c.
enum {
    PT_ATTR_BOLD = 1,
    PT_ATTR_DIM = 2,
    PT_ATTR_REVERSE = 4,
    PT_ATTR_UNDERLINE = 8,
    PT_ATTR_ITALIC = 16,
};

/// newterm(type, stdout, stdin): NULL when the terminal type is unknown (never exits, unlike initscr).
SCREEN *pt_newterm(const char *type);
/// The stdscr global.
WINDOW *pt_stdscr(void);
/// The COLORS and COLOR_PAIRS globals (valid after start_color).
int pt_colors(void);
int pt_color_pairs(void);
/// getmaxy/getmaxx of stdscr (macros).
int pt_lines(void);
int pt_columns(void);
/// Writes one cell: up to CCHARW_MAX wide characters (a base and its combining marks, NUL-ended)
/// with PT_ATTR_* bits and colour pair `pair`, at `y`,`x` of `window`.
int pt_put_cell(WINDOW *window, int y, int x, const wchar_t *text, unsigned flags, short pair);
/// Reports left-button presses (and clicks) without waiting to combine press and release.
int pt_enable_mouse(void);
/// Turns mouse reporting off again.
void pt_disable_mouse(void);
/// After KEY_MOUSE: 1 and the cell for a left-button press or click, 0 for other mouse events.
int pt_read_left_click(int *y, int *x);

/// Saves the terminal modes of `fd` and the exit sequences (rmcup, cnorm) of terminal `type` so
/// that pt_emergency_restore can put the terminal back from a signal handler or at exit(), which
/// it registers with atexit once. Call before newterm.
void pt_save_terminal(int fd, const char *type);
/// Installs handlers: SIGTERM/SIGHUP/SIGINT record the signal and write one byte to `wake_fd`;
/// SIGWINCH records a resize and writes to `wake_fd`; SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGABRT restore
/// the terminal and re-raise; SIGPIPE is ignored; all of them are unblocked. Install before newterm
/// so ncurses keeps its hands off. Returns -1 (and changes nothing) when already installed.
int pt_install_signal_handlers(int wake_fd);
/// Puts the previous signal dispositions back (SIGPIPE stays ignored).
void pt_restore_signal_handlers(void);
/// The termination signal received since the last call (0: none), cleared by the call.
int pt_take_termination_signal(void);
/// 1 when SIGWINCH arrived since the last call, cleared by the call.
int pt_take_resize(void);
/// The size of the terminal on `fd` from TIOCGWINSZ; 0 on success.
int pt_window_size(int fd, int *row_count, int *column_count);
/// Async-signal-safe: leaves the alternate screen, shows the cursor, turns off mouse reporting and
/// bracketed paste, resets attributes and restores the saved terminal modes. Idempotent per save.
void pt_emergency_restore(void);
/// Marks the terminal as restored, so later crash handlers do not write reset sequences.
void pt_forget_terminal(void);
#endif
