// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namecues.h"
#include "sentencescanner.h"

/// Names in the object of a contribution verb, for NameCues: "we propose a … technique,
/// HiddenCut, to …", "a … network (MODNet) for …", "… with Sparse Communications (DISCO)", "…,
/// namely CVFNet". Also the word tests NameCues shares with them.
namespace VerbObjectNames {

/// A word with a capital after its first letter or a digit: "HiddenCut", "E2E-VLP", "MMGCN".
bool isDistinctiveWord(QStringView word);

/// Whether a name may end at word k: punctuation, a parenthesis or a lower-case word follows.
bool endsName(const WordSplitter::Words &w, qsizetype k);

/// The nouns a method's name is given to: "network (MODNet)", "our GeoF model".
bool isHeadNoun(const SentenceScanner::Key &k);

/// "HiddenCut," as a whole name after a comma (any name of up to four words when anyName).
MethodNames::NameSpan appositiveName(
    const WordSplitter::Words &w, qsizetype k, bool anyName = false);

/// The name the object of the strong verb at `verb` gives by an apposition, a parenthesis, an
/// acronym it introduces or "namely"; an invalid name when there is none.
NameCues::Cue fromVerb(const WordSplitter::Words &w, qsizetype verb);

} // namespace VerbObjectNames
