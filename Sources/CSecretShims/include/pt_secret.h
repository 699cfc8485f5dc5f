// The Secret Service calls pushtui makes (libsecret), with plain C types: libsecret's own calls
// are variadic or take GHashTables and a SecretSchema, which Swift cannot build comfortably.
// Every item lives under one schema, PT_SECRET_SCHEMA, with one attribute, PT_SECRET_ATTRIBUTE,
// holding the item's name; `secret-tool lookup xdg:schema <schema> name <NAME>` finds it too.
// Linux only: on other systems the header declares nothing.
#ifndef PT_SECRET_H
#define PT_SECRET_H
#if defined(__linux__)
#include <stddef.h>

#define PT_SECRET_SCHEMA "io.pushtui.CertificatePassphrase"
#define PT_SECRET_ATTRIBUTE "name"

typedef enum {
    PT_SECRET_OK = 0,
    /// No item has that name (lookup, clear).
    PT_SECRET_NOT_FOUND = 1,
    /// No Secret Service answered: no D-Bus session, or no keyring daemon on it.
    PT_SECRET_UNREACHABLE = 2,
    /// The Secret Service answered with an error (a locked collection, a dismissed prompt, ...).
    PT_SECRET_FAILED = 3,
} pt_secret_status;

/// The schema and attribute names, for Swift (which cannot import string macros as C strings).
const char *pt_secret_schema_name(void);
const char *pt_secret_attribute_name(void);

/// Stores `passphrase` under `name` in the default collection, replacing an item of that name.
/// On failure `*message` holds the Secret Service's error (free with pt_secret_free_message).
pt_secret_status pt_secret_store(const char *name, const char *label, const char *passphrase, char **message);

/// Looks `name` up; on PT_SECRET_OK `*passphrase` holds it (free with pt_secret_free_passphrase,
/// which wipes it).
pt_secret_status pt_secret_lookup(const char *name, char **passphrase, char **message);

/// Deletes the item `name`; PT_SECRET_NOT_FOUND when there was none.
pt_secret_status pt_secret_clear(const char *name, char **message);

/// The names of every stored item, as a NULL-terminated array (free with pt_secret_free_names).
pt_secret_status pt_secret_names(char ***names, char **message);

void pt_secret_free_passphrase(char *passphrase);
void pt_secret_free_message(char *message);
void pt_secret_free_names(char **names);

#endif
#endif
