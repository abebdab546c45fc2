// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "methodnames.h"

#include <QString>

/// The last resort of HeadlineDeriver for a name, asked only when no cue named the method: a
/// distinctive name that an authors' sentence sets off as what they present, by an apposition
/// after the verb ("we develop TransBox, an effective … method"), after the noun the verb
/// presents ("our research introduces a novel framework, DRP, which …") or after "our" and its
/// noun ("our predictor, P4P, …"), or a name closed by its acronym after "our", a naming cue or
/// such a verb ("Our Sequential Non-Ancestor Pruning (SNAP)"). docs/titles.md says why.
namespace AppositionNames {

/// The first such name of the abstract; an invalid name when there is none.
MethodNames::NameSpan find(const WordSplitter::Words &w);

/// "Name: title" for such a name, the title lowered after the colon and cut to maxLength; the
/// title unchanged when there is no name or the title shows a name in its first units already.
QString withName(const WordSplitter::Words &w, const QString &title, qsizetype maxLength);

} // namespace AppositionNames
