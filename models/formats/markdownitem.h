// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

/// The text of one Markdown list item split into its links and the plain text around them,
/// as MarkdownReader reads an item. CommonMark's backslash escapes hold: "\[" is a bracket,
/// not the start of a link. Links nest as Markdown allows ("[![badge](img)](url)": a link
/// whose text holds an image; balanced parentheses in a target).
///
/// Linear in the item's length whatever it holds: every bracket and parenthesis is matched in
/// one pass up front, rather than by a scan from each opening one.
struct MarkdownItem
{
    struct Link
    {
        QByteArrayView text; ///< as written, escapes and all
        QByteArrayView target;
    };

    QList<Link> links;
    QByteArray plain; ///< the text with link targets and images left out, escapes kept
    qsizetype textBeforeFirstLink = -1; ///< bytes of plain before the first link's text
    qsizetype textAfterFirstLink = -1; ///< where in plain the first link's text ends
    qsizetype unclosedTarget = -1; ///< offset in the item's text of a "(" never closed

    /// Parses text, which must outlive the item (its links are views into it).
    static MarkdownItem parse(QByteArrayView text);
    /// The text with CommonMark's escapes resolved: "\" before ASCII punctuation gives that
    /// character; a backslash before anything else stays.
    static QString unescaped(QByteArrayView text);
    /// True when the character at i of text is escaped by an odd run of backslashes before it.
    static bool isEscaped(QByteArrayView text, qsizetype i);
};
