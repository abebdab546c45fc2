// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// A deterministic plain list of Chinese abstracts for the CJK typing benchmark: make-corpus
/// writes English only, and Chinese text is where the bigram index pays its cost (every
/// character pair of a run is a term). The abstracts are sentences of machine-learning
/// terms in Chinese with a few Latin model names, as Chinese venues write them.
namespace CjkCorpus {

/// Path of the list of papers abstracts inside dir ("cjk-N.txt"), writing it first when it
/// is missing. Returns an empty string and sets *error on failure.
QString ensure(const QString &dir, int papers, QString *error);

} // namespace CjkCorpus
