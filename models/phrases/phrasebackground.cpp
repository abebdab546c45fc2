// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasebackground.h"

#include <QCoreApplication>
#include <QFile>

const PhraseBackground &PhraseBackground::builtIn()
{
    static const PhraseBackground table = [] {
        PhraseBackground background;
        QFile file(QStringLiteral(":/phrases/background.tsv"));
        QString error;
        // The shipped table is tested (tst_distinctivephrases); an unreadable one leaves an
        // empty background, against which phrases are ranked by their counts alone.
        if (file.open(QIODevice::ReadOnly))
            background.read(file, &error);
        return background;
    }();
    return table;
}

bool PhraseBackground::read(QIODevice &device, QString *error)
{
    m_papersWith.clear();
    const QList<QByteArray> header = device.readLine().trimmed().split('\t');
    bool papersOk = false, minimumOk = false;
    if (header.size() == 4 && header[0] == "papers" && header[2] == "min") {
        m_papers = header[1].toLongLong(&papersOk);
        m_minimum = header[3].toLongLong(&minimumOk);
    }
    if (!papersOk || !minimumOk || m_papers <= 0 || m_minimum <= 0) {
        *error = QCoreApplication::translate(
            "PhraseBackground", "line 1: expected \"papers<TAB>N<TAB>min<TAB>M\"");
        m_papers = 0;
        return false;
    }
    qsizetype line = 1;
    while (!device.atEnd()) {
        ++line;
        const QByteArray text = device.readLine();
        const qsizetype tab = text.indexOf('\t');
        bool ok = false;
        const qint32 papers = tab > 0 ? text.mid(tab + 1).trimmed().toInt(&ok) : 0;
        if (!ok || papers <= 0) {
            *error = QCoreApplication::translate(
                "PhraseBackground", "line %1: expected \"phrase<TAB>papers\"")
                         .arg(line);
            m_papersWith.clear();
            m_papers = 0;
            return false;
        }
        m_papersWith.insert(QString::fromUtf8(text.left(tab)), papers);
    }
    return true;
}

double PhraseBackground::papersWith(const QString &phrase) const
{
    const auto found = m_papersWith.constFind(phrase);
    return found != m_papersWith.cend() ? double(*found) : 0.5 * double(m_minimum);
}

double PhraseBackground::mostPapersWith(const QString &phrase) const
{
    const auto found = m_papersWith.constFind(phrase);
    return found != m_papersWith.cend() ? double(*found) : double(m_minimum);
}
