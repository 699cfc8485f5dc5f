// The async-signal-safe terminal restore used on crash and termination paths, and the signal
// handlers that record termination and resize and wake the console's loop.
#ifndef PT_TERMINAL_RESTORE_H
#define PT_TERMINAL_RESTORE_H

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
