// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

/// The keys and the search syntax as two tables: the one place where they are written. The
/// F1 window (CheatSheetWindow) shows them, and README.md's "Keyboard" and "Search syntax"
/// tables are markdown() of them (tst_cheatsheet compares the two), so help and README cannot
/// drift apart. Adding a key or a query form is one line in cheatsheet.cpp plus the same line
/// in README.md.
///
/// Cell texts are Markdown inline text as the README has it: `code` spans and \| for a bar,
/// nothing else (no emphasis, no links). What the user types in the search box is never
/// translated; keys and descriptions are, through tr().
class CheatSheet final
{
    Q_DECLARE_TR_FUNCTIONS(CheatSheet)
public:
    struct Row
    {
        QString left;
        QString right;
    };
    struct Table
    {
        QString title;
        QString leftHeader;
        QString rightHeader;
        QList<Row> rows;
    };

    static Table keys();
    static Table searchSyntax();

    /// The table as a Markdown pipe table: header, separator, one line per row, each line
    /// ending in a newline.
    static QString markdown(const Table &table);
    /// The table under its title as HTML for a rich-text view: code spans in a fixed-pitch
    /// font, every character of the texts escaped.
    static QString html(const Table &table);
    /// One cell's Markdown inline text as HTML.
    static QString inlineHtml(const QString &markdown);
};
