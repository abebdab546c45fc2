-- SPDX-License-Identifier: GPL-3.0-or-later
-- Paperdesk library database, schema version 1: the user's own state about papers.
-- Papers themselves are never stored: they come from the lists the user opens and are keyed
-- by PaperId (the quint64 FNV-1a value stored as the same 64 bits in a signed INTEGER).
-- LibraryStore runs each statement separately: one statement per ';' at the end of a line,
-- so no ';' may end a line inside a statement.

-- Tags in the user's order (position 0..n-1, dense; keys 1-9 toggle the first nine).
-- folded is name.toCaseFolded(): uniqueness is case-insensitive for all of Unicode, which
-- COLLATE NOCASE (ASCII only) is not; name keeps the first spelling the user typed.
CREATE TABLE tags (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL,
    folded   TEXT    NOT NULL UNIQUE,
    position INTEGER NOT NULL
);

CREATE TABLE paper_tags (
    paper_id INTEGER NOT NULL,
    tag_id   INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (paper_id, tag_id)
) WITHOUT ROWID;

-- One row per paper whose state differs from the default (unread, not starred, no note).
-- updated_at is milliseconds since the Unix epoch (UTC).
CREATE TABLE paper_state (
    paper_id   INTEGER PRIMARY KEY,
    read       INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
    starred    INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
    note       TEXT    NOT NULL DEFAULT '',
    updated_at INTEGER NOT NULL
);
