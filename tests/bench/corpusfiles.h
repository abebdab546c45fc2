// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// The benchmark's input files: deterministic collections written by make-corpus and cached
/// in a folder (they are large and slow to write, and never belong in the repository).
namespace CorpusFiles {

/// The make-corpus script: $PAPERDESK_MAKE_CORPUS, else the path configured at build time.
QString makeCorpusScript();
/// Path of the collection of papers papers in format ("txt", "jsonl", "bib") inside dir,
/// writing it first when it is missing. Returns an empty string and sets *error on failure.
QString ensure(const QString &dir, int papers, const QString &format, QString *error);

} // namespace CorpusFiles
