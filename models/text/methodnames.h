// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordsplitter.h"

/// Finds the name an abstract gives its method ("GenZSL", "Mixture of Experts (MoE)", "collapsed
/// compilation, a novel …") among its words, for HeadlineDeriver: where the name starts and
/// ends, and whether it is one the authors present as theirs.
namespace MethodNames {

/// Words [first, last] of the abstract, a name when valid.
struct NameSpan
{
    qsizetype first = -1;
    qsizetype last = -1; ///< inclusive
    bool valid = false;
};

/// The capitalised or distinctive name that starts at word j ("Sequential Attend, Infer, Repeat
/// (SQAIR)"); valid for any name at all when anyName, else only for a distinctive one.
NameSpan parseName(const WordSplitter::Words &w, qsizetype j, bool anyName);

/// "called the horizontal gated recurrent unit (hGRU)": lower-case words named by an acronym.
NameSpan lowerCaseAcronymName(const WordSplitter::Words &w, qsizetype j);

/// "we introduce collapsed compilation, a novel approximate inference algorithm": a lower-case
/// name is recognised by the apposition after it (needApposition), or by its trailing comma.
NameSpan lowerCaseName(const WordSplitter::Words &w, qsizetype j, bool needApposition = true);

} // namespace MethodNames
