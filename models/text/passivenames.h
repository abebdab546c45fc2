// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namecues.h"

/// Names that a sentence in the passive gives the contribution, for NameCues: "In this paper, a
/// Pixel to Global Matching Network (PG-Net) is proposed", "A procedure, RESOUND, is proposed",
/// "A D2HNet framework is developed to …". The present tense of a contribution verb says the
/// paper does it ("was introduced" and "has been proposed" are what others did); the name is in
/// the sentence's subject.
namespace PassiveNames {

/// The name in the subject of the sentence whose verb is the "is" or "are" at word k, when a
/// contribution verb in the passive follows ("is proposed", "are presented"); an invalid name
/// otherwise. The cue's description is the subject without its lead-in ("In this paper,").
NameCues::Cue fromPassive(const WordSplitter::Words &w, qsizetype k);

/// Whether a single word is a name of its own rather than a common abbreviation: a digit, a
/// hyphen, mixed case ("BiCF", not "CNNs") or four letters or more ("LOPES", not "CNN").
bool isOwnName(QStringView word);

} // namespace PassiveNames
