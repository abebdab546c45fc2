// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordsplitter.h"

#include <QString>

/// The titles HeadlineDeriver makes when the abstract names no method: from the sentence that
/// states the paper's contribution ("This paper introduces a family of …", "We show that X"),
/// else from the opening clause of the abstract. Each returns an empty string when its kind of
/// sentence is not there; none of them looks for a name (HeadlineDeriver does).
namespace ContributionSentence {

/// A description is not cut at a comma before it has this much: "the first unified,
/// linear-time, competitive estimator" is one noun phrase.
constexpr qsizetype gistCommaStop = 25;

/// What a contribution verb says the paper is about: "we propose a …", "this paper studies the
/// problem of …", "we investigate how …" (weak verbs only in the first three sentences).
QString contribution(const WordSplitter::Words &w);

/// What the first sentence with the authors as its subject says after its verb, for abstracts
/// whose contribution has no verb that contribution() knows: "We show that X" → "X", "we focus
/// on X" → "X", "we aim to improve X" → "Improve X". Empty when no such sentence gives more
/// than a stub.
QString authorsSentence(const WordSplitter::Words &w);

/// The opening clause of the first sentence without its lead-in: "In this paper, we argue that
/// X" → "X".
QString opening(const WordSplitter::Words &w);

/// Whether a title is a stub: three words or fewer, none of them a name (a capital after the
/// first letter, a digit, or a capitalised word after the first).
bool isStub(QStringView title);

} // namespace ContributionSentence
