// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QStringView>
#include <QVarLengthArray>

/// Markup that TitleBuilder drops from the words it appends: LaTeX emphasis groups ("\textit{x}"),
/// emphasis markers ("*x*", "_x_") and PDF line-break hyphens ("learn-ing"). Each works on the end
/// of the title being built; none chooses words.
namespace TitleMarkup {

/// A title as TitleBuilder assembles it, on the stack.
using Text = QVarLengthArray<QChar, 256>;

/// Appends the word without LaTeX markup ("\textit{Name}", "{\em name}", "24.7\%");
/// latexGroups counts the groups opened and not yet closed, across words.
void appendLatex(QStringView word, Text &text, int &latexGroups);
/// Drops the emphasis markers at the end of the word that starts at begin ("Name*," → "Name,");
/// true when there were some.
bool dropEmphasisEnd(Text &text, qsizetype begin);
/// Joins a suffix that a line break split off the word that starts at begin: "learn-ing".
void joinHyphenatedSuffix(Text &text, qsizetype begin);

} // namespace TitleMarkup
