// SPDX-License-Identifier: GPL-3.0-or-later
#include "cheatsheet.h"

// One row is one entry below, in the order shown. Add it to README.md's table too: the test
// tst_cheatsheet fails until both say the same, and prints the lines the README should have.

CheatSheet::Table CheatSheet::keys()
{
    return { tr("Keyboard"), tr("keys"), tr("what"),
        {
            { tr("Ctrl+F or `/`"), tr("focus the search box") },
            { tr("Esc (in the search box)"), tr("clear the search") },
            { tr("Down or Enter (in the search box)"),
                tr("go to the list and select the first result (or the current paper, "
                   "when it is still shown)") },
            { tr("Down, Enter (in *Find a topic or tag…*)"),
                tr("go into the rows found; apply the first of them") },
            { tr("Up / Down, Page Up / Page Down, Home / End (in the list)"),
                tr("move between papers; with Shift, extend the selection") },
            { tr("Click, Shift+click, Ctrl+click (in the list)"),
                tr("select a paper; extend the selection to it; add it to the selection "
                   "or take it out") },
            { tr("Ctrl+A (in the list)"), tr("select every paper shown") },
            { tr("Ctrl+C (in the list)"),
                tr("copy the selected papers in the format Edit ▸ Copy As ▸ Ctrl+C Copies names "
                   "(at first their abstracts, separated by a blank line)") },
            { tr("Ctrl+Shift+C (in the list)"),
                tr("copy their links (plain text, and HTML links for rich-text editors); of "
                   "several papers, each paper's title and then its links, each named (page, "
                   "PDF, code)") },
            { tr("R (in the list)"),
                tr("mark the selected papers read, or unread when all are read") },
            { tr("S (in the list)"),
                tr("star the selected papers, or unstar them when all are starred") },
            { tr("T (in the list)"), tr("add a tag to the selected papers") },
            { tr("Shift+F10 or the Menu key (in the list)"),
                tr("the context menu: marks, tags, Copy As ▸, and Find On ▸ a site") },
            { tr("1–9 (in the list)"),
                tr("add the first nine tags to the selection, or remove one all have") },
            { tr("Ctrl+Z / Ctrl+Shift+Z"),
                tr("undo / redo a change of tags, read marks, stars or notes") },
            { tr("Ctrl+Shift+A"), tr("show all papers (clear the search and the sidebar)") },
            { tr("Ctrl+O"), tr("open a list") },
            { tr("Ctrl+Shift+E"), tr("export the papers shown, or the selected ones, to a file") },
            { tr("F1"), tr("these two tables, in a window beside the list (F1 or Esc closes it)") },
            { tr("Ctrl+Q"), tr("quit") },
            { tr("Click, Ctrl+click, Alt+click a sidebar row"),
                tr("show only it; add it (papers having all of them); exclude it") },
            { tr("Enter / Space on a sidebar row"),
                tr("same as clicking it (with Ctrl / Alt as for clicks)") },
            { tr("Click, Enter or Space on a phrase"),
                tr("search for the phrase; again: take it back out of the search") },
        } };
}

CheatSheet::Table CheatSheet::searchSyntax()
{
    return { tr("Search syntax"), tr("you type"), tr("finds"),
        {
            { QStringLiteral("`diff`"),
                tr("papers with a word starting with \"diff\" (diffusion, differential…) "
                   "in title or abstract") },
            { QStringLiteral("`graph neural`, `graph AND neural`"),
                tr("both words (every word must match)") },
            { QStringLiteral("`\"language model\"`"), tr("the exact phrase") },
            { QStringLiteral("`扩散`, `モデル`"),
                tr("Chinese, Japanese or Korean characters anywhere in a text, also inside a "
                   "longer run (`扩散` finds 基于扩散模型; one character finds it anywhere)") },
            { QStringLiteral("`-model`"), tr("papers without the word") },
            { QStringLiteral("`diffusion OR flow`, `a \\| b`"), tr("either") },
            { QStringLiteral("`(diffusion OR flow) -video`"), tr("parentheses group") },
            { QStringLiteral("`title:…`, `abstract:…`"), tr("only in that field") },
            { QStringLiteral("`topic:\"Diffusion models\"`, `topic:diff`"),
                tr("a topic by name or name prefix; an area name means all its topics") },
            { QStringLiteral("`keyword:\"cs.LG\"`, `keyword:cs.`"),
                tr("one of the list's own keywords (arXiv categories, Markdown sections, "
                   "BibTeX/RIS/CSV/OpenReview keywords) by name or name prefix") },
            { QStringLiteral("`url:github`"), tr("papers with a link containing the text") },
            { QStringLiteral("`has:link`, `has:code`"),
                tr("papers with any link / a GitHub, GitLab (also self-hosted), Bitbucket or "
                   "Hugging Face link") },
            { QStringLiteral("`tag:\"to read\"`, `-tag:skip`"),
                tr("papers with (without) one of your tags") },
            { QStringLiteral("`is:unread`, `is:read`, `is:starred`, `is:unstarred`, "
                             "`is:tagged`, `is:untagged`"),
                tr("reading state") },
            { QStringLiteral("`is:topicless`, `-is:topicless`"),
                tr("papers without (with) a topic") },
        } };
}

QString CheatSheet::markdown(const Table &table)
{
    QString text
        = QStringLiteral("| %1 | %2 |\n| --- | --- |\n").arg(table.leftHeader, table.rightHeader);
    for (const Row &row : table.rows)
        text += QStringLiteral("| %1 | %2 |\n").arg(row.left, row.right);
    return text;
}

QString CheatSheet::inlineHtml(const QString &markdown)
{
    QString html;
    bool code = false;
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        const QChar c = markdown.at(i);
        if (c == u'`') {
            code = !code;
            html += code ? QStringLiteral("<code>") : QStringLiteral("</code>");
        } else if (c == u'\\' && i + 1 < markdown.size() && markdown.at(i + 1) == u'|') {
            html += u'|';
            ++i;
        } else {
            html += QString(c).toHtmlEscaped();
        }
    }
    if (code)
        html += QStringLiteral("</code>");
    return html;
}

QString CheatSheet::html(const Table &table)
{
    QString html = QStringLiteral("<h3>%1</h3><table width=\"100%\" cellspacing=\"0\">"
                                  "<tr><th align=\"left\" width=\"40%\">%2</th>"
                                  "<th align=\"left\">%3</th></tr>")
                       .arg(table.title.toHtmlEscaped(), table.leftHeader.toHtmlEscaped(),
                           table.rightHeader.toHtmlEscaped());
    for (const Row &row : table.rows) {
        html += QStringLiteral("<tr><td valign=\"top\">%1</td><td valign=\"top\">%2</td></tr>")
                    .arg(inlineHtml(row.left), inlineHtml(row.right));
    }
    return html + QStringLiteral("</table>");
}
