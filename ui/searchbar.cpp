// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchbar.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent), m_edit(new QLineEdit(this)), m_problem(new QLabel(this))
{
    m_edit->setPlaceholderText(
            tr("Search titles and abstracts   (diff  \"exact phrase\"  -exclude  a OR b  "
               "topic:…  has:code)"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Search"));
    m_edit->installEventFilter(this);

    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setForegroundRole(QPalette::PlaceholderText);
    m_problem->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_problem);

    connect(m_edit, &QLineEdit::textChanged, this, &SearchBar::queryChanged);
    connect(m_edit, &QLineEdit::returnPressed, this, &SearchBar::resultsRequested);
}

QString SearchBar::text() const
{
    return m_edit->text();
}

void SearchBar::setText(const QString &text)
{
    m_edit->setText(text);
}

void SearchBar::focusSearch()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void SearchBar::showProblem(const QString &message, qsizetype position)
{
    if (message.isEmpty()) {
        m_problem->hide();
        m_problem->clear();
        return;
    }
    m_problem->setText(position >= 0
                               ? tr("Searching as plain words: %1 (at character %2)")
                                         .arg(message)
                                         .arg(position + 1)
                               : tr("Searching as plain words: %1").arg(message));
    m_problem->show();
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_edit->text().isEmpty()) {
            m_edit->clear();
            return true;
        }
        if (key->key() == Qt::Key_Down) {
            Q_EMIT resultsRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
