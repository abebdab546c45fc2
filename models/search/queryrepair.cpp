// SPDX-License-Identifier: GPL-3.0-or-later
#include "queryrepair.h"

#include "query.h"
#include "querylexer.h"
#include "text/textnormalizer.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

using Kind = QueryToken::Kind;

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("QueryRepair", text, nullptr, n);
}

/// One token of the text, or a ')' added at the end.
struct Piece
{
    QueryToken token;
    bool kept = true;
    bool added = false; ///< a closing parenthesis the text lacks
    bool closeQuote = false;
    QString completedValue; ///< an is:/has: value finished from its prefix
};

class Repairer
{
public:
    explicit Repairer(QStringView text)
        : m_text(text)
    {
        for (const QueryToken &token : QueryLexer::tokenize(text)) {
            Piece piece;
            piece.token = token;
            m_pieces.append(piece);
        }
    }

    RepairedQuery run()
    {
        int depth = 0;
        for (Piece &piece : m_pieces)
            checkToken(piece, depth);
        for (int i = 0; i < depth; ++i) {
            Piece close;
            close.token.kind = Kind::RParen;
            close.token.start = close.token.end = m_text.size();
            close.added = true;
            m_pieces.append(close);
        }
        while (dropDangling()) { }
        int closed = 0;
        for (const Piece &piece : std::as_const(m_pieces))
            closed += piece.kept && piece.added;
        if (closed > 0)
            note(
                closed == 1 ? tr("closing the parenthesis") : tr("closing %n parentheses", closed));
        RepairedQuery repaired;
        repaired.text = rebuild(repaired.openQuoteAt);
        repaired.assumptions = m_notes;
        return repaired;
    }

private:
    void note(const QString &text)
    {
        if (!m_notes.contains(text))
            m_notes.append(text);
    }

    void drop(Piece &piece, const QString &why)
    {
        piece.kept = false;
        note(why);
    }

    // What each token needs on its own: quotes, values, stray parentheses.
    void checkToken(Piece &piece, int &depth)
    {
        const QueryToken &token = piece.token;
        if (token.kind == Kind::LParen) {
            ++depth;
        } else if (token.kind == Kind::RParen) {
            if (depth == 0)
                drop(piece, tr("ignoring the unmatched )"));
            else
                --depth;
        }
        if (token.kind != Kind::Term)
            return;
        const QString folded = TextNormalizer::fold(token.value).trimmed();
        if (token.quoted && !token.closed) {
            if (folded.isEmpty())
                drop(piece,
                    token.field.isEmpty() ? tr("ignoring the lone quote")
                                          : tr("ignoring %1: without a value").arg(token.field));
            else {
                piece.closeQuote = true;
                note(tr("closing the quote"));
            }
            return;
        }
        if (token.field.isEmpty())
            return;
        if (!token.quoted && token.value.isEmpty()) {
            drop(piece, tr("ignoring %1: without a value").arg(token.field));
            return;
        }
        const QStringList values = Query::fieldValues(*Query::fieldFromName(token.field));
        if (values.isEmpty() || values.contains(folded) || token.quoted)
            return;
        QStringList started;
        for (const QString &value : values) {
            if (value.startsWith(folded))
                started.append(value);
        }
        const QString written = m_text.mid(token.start, token.end - token.start).toString();
        if (started.size() == 1) {
            piece.completedValue = started.front();
            note(tr("reading %1 as %2").arg(written, token.field + u':' + started.front()));
        } else if (started.size() > 1) {
            drop(piece, tr("ignoring the unfinished %1").arg(written));
        }
    }

    int neighbour(int i, int step) const
    {
        for (int j = i + step; j >= 0 && j < m_pieces.size(); j += step) {
            if (m_pieces[j].kept)
                return j;
        }
        return -1;
    }

    Kind kindAt(int i) const { return m_pieces[i].token.kind; }

    // One pass over what is left: operators without operands and empty groups go, which
    // may leave another one dangling, so the caller repeats until nothing changes.
    bool dropDangling()
    {
        bool changed = false;
        for (int i = 0; i < m_pieces.size(); ++i) {
            Piece &piece = m_pieces[i];
            if (!piece.kept)
                continue;
            const int before = neighbour(i, -1);
            const int after = neighbour(i, 1);
            const Kind kind = piece.token.kind;
            const bool termAfter = after >= 0
                && (kindAt(after) == Kind::Term || kindAt(after) == Kind::LParen
                    || kindAt(after) == Kind::Minus);
            const bool termBefore
                = before >= 0 && (kindAt(before) == Kind::Term || kindAt(before) == Kind::RParen);
            if (kind == Kind::Minus && (piece.token.lone || !termAfter)) {
                drop(piece, tr("ignoring the lone -"));
                changed = true;
            } else if ((kind == Kind::Or || kind == Kind::And) && (!termBefore || !termAfter)) {
                const QString written
                    = m_text.mid(piece.token.start, piece.token.end - piece.token.start).toString();
                drop(piece, tr("ignoring the dangling %1").arg(written));
                changed = true;
            } else if (kind == Kind::LParen && after >= 0 && kindAt(after) == Kind::RParen) {
                piece.kept = false;
                m_pieces[after].kept = false;
                note(m_pieces[after].added ? tr("ignoring the lone (")
                                           : tr("ignoring the empty parentheses"));
                changed = true;
            }
        }
        return changed;
    }

    QString pieceText(const Piece &piece) const
    {
        const QueryToken &token = piece.token;
        if (piece.added)
            return QStringLiteral(")");
        if (!piece.completedValue.isEmpty())
            return token.field + u':' + piece.completedValue;
        QString text = m_text.mid(token.start, token.end - token.start).toString();
        if (piece.closeQuote) {
            while (!text.isEmpty() && text.back().isSpace())
                text.chop(1);
            text += u'"';
        }
        return text;
    }

    // The kept pieces with the spacing the text had; where something was left out between
    // two words, one space keeps them apart.
    QString rebuild(qsizetype &openQuoteAt) const
    {
        QString out;
        const Piece *previous = nullptr;
        for (const Piece &piece : m_pieces) {
            if (!piece.kept)
                continue;
            if (previous && !piece.added) {
                const qsizetype gapStart = previous->token.end;
                const QStringView gap = m_text.mid(gapStart, piece.token.start - gapStart);
                const bool hasSpace
                    = std::any_of(gap.begin(), gap.end(), [](QChar c) { return c.isSpace(); });
                const bool hugsParen
                    = previous->token.kind == Kind::LParen || piece.token.kind == Kind::RParen;
                const bool leftOut = &piece - previous > 1; // dropped pieces lie between
                if (leftOut ? !hugsParen : hasSpace)
                    out += u' ';
            }
            if (piece.closeQuote)
                openQuoteAt = out.size() + piece.token.valueStart - 1 - piece.token.start;
            out += pieceText(piece);
            previous = &piece;
        }
        while (!out.isEmpty() && out.back().isSpace())
            out.chop(1);
        return out;
    }

    QStringView m_text;
    QList<Piece> m_pieces;
    QStringList m_notes;
};

} // namespace

namespace QueryRepair {

RepairedQuery repair(QStringView text)
{
    return Repairer(text).run();
}

} // namespace QueryRepair
