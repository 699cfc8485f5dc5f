#ifndef PUSHTUI_SPAWN_SHIMS_H
#define PUSHTUI_SPAWN_SHIMS_H

#include <spawn.h>

/// posix_spawn_file_actions_addchdir_np: the child changes to `directory` before it runs the
/// program (glibc 2.29+, macOS 10.15+; Swift's Glibc module leaves the GNU extension out).
int pushtui_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *directory);

/// Closes every descriptor from `lowest` up in the child before it runs the program:
/// posix_spawn_file_actions_addclosefrom_np on Linux (glibc 2.34+); elsewhere 0 and nothing, since
/// there the caller asks for POSIX_SPAWN_CLOEXEC_DEFAULT instead.
int pushtui_spawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);

/// POSIX_SPAWN_SETSID: the child starts a session of its own, without a controlling terminal
/// (glibc 2.26+ with _GNU_SOURCE; macOS <spawn.h>); 0 where the system has no such flag.
int pushtui_spawn_setsid_flag(void);

/// waitpid's status decoded (the W* macros Swift cannot import): the exit code when the child
/// exited, else -1.
int pushtui_wait_exit_code(int status);
/// The signal that ended the child, else 0.
int pushtui_wait_termination_signal(int status);
/// The signal that stopped the child (a status waitpid reports with WUNTRACED), else 0.
int pushtui_wait_stop_signal(int status);

/// Stops the calling process the way Ctrl-Z on the terminal would (SIGTSTP with its default action,
/// whatever handler is installed) and returns once it is continued (a shell's `fg`). The kernel
/// discards the signal when the process group is orphaned (no job-control shell could continue
/// it), and then this returns at once. The SIGTSTP disposition and the thread's mask are put back.
void pushtui_stop_like_a_job(void);

#endif
