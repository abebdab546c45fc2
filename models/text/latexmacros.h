// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QHash>
#include <QString>

/// The LaTeX macros LatexToUnicode knows, by name (without the backslash): tables only, built
/// once. The first three serve both of its conversions and must never change what they give,
/// for BibTeX abstracts are stored converted and a paper's id is a hash of its abstract; the
/// rest only serve its display form.
struct LatexMacros
{
    QHash<QString, QString> letters; ///< \ss, \o …: part of a word, so a following space is eaten
    QHash<QString, QString> symbols; ///< \alpha, \ldots, \log …
    QHash<QString, char16_t> accents; ///< \c, \v, \' …: take an argument
    QHash<QString, QString> displaySymbols; ///< \top, \prime …: display only
    QHash<QString, char16_t> mathAccents; ///< \tilde, \hat, \bar …: display only
    QHash<QChar, QString> blackboard; ///< the letters of \mathbb{R} …: display only

    static const LatexMacros &get();
};
