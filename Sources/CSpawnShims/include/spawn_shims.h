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

#endif
