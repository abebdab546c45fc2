// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadprogresswidget.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QProgressBar>
#include <QPushButton>

LoadProgressWidget::LoadProgressWidget(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_bar->setRange(0, 100);
    m_bar->setAccessibleName(tr("Opening progress"));
    // Wide enough for the longest phase at 100% in the current font, and never wider.
    m_bar->setFixedWidth(
        m_bar->fontMetrics().horizontalAdvance(tr("Indexing") + QStringLiteral(" 100% ")) * 2);
    m_cancel->setToolTip(tr("Stop opening this list (Esc); the list that was open stays"));
    connect(m_cancel, &QPushButton::clicked, this, &LoadProgressWidget::cancel);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    // A click on the bar gives it the focus, so that Esc then cancels.
    setFocusPolicy(Qt::ClickFocus);
    hide();
}

void LoadProgressWidget::follow(const CollectionLoader *loader)
{
    connect(loader, &CollectionLoader::progressChanged, this, &LoadProgressWidget::setProgress);
    connect(loader, &CollectionLoader::loaded, this, &LoadProgressWidget::finish);
    connect(loader, &CollectionLoader::failed, this, &LoadProgressWidget::finish);
}

QString LoadProgressWidget::progressText() const
{
    return isVisible() ? m_bar->text() : QString();
}

void LoadProgressWidget::start()
{
    m_bar->setFormat(tr("Opening"));
    m_bar->setValue(0);
    show();
}

void LoadProgressWidget::setProgress(CollectionLoader::Phase phase, int percent)
{
    const QString name = phase == CollectionLoader::Phase::Reading ? tr("Reading") : tr("Indexing");
    m_bar->setFormat(name + QStringLiteral(" %p%"));
    m_bar->setValue(percent);
}

void LoadProgressWidget::finish()
{
    hide();
}

void LoadProgressWidget::cancel()
{
    hide();
    Q_EMIT cancelRequested();
}

void LoadProgressWidget::keyPressEvent(QKeyEvent *event)
{
    // The Cancel button ignores Esc, so it arrives here when the button has the focus.
    if (event->key() == Qt::Key_Escape) {
        cancel();
        return;
    }
    QWidget::keyPressEvent(event);
}
