// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/collectionloader.h"

#include <QWidget>

class QProgressBar;
class QPushButton;

/// The progress of an open in the status bar, "Indexing 45%", with a Cancel button next to
/// it; Esc cancels too while the progress has the focus. Shown by start(), hidden when the
/// loader it follows has loaded or failed, or on a cancel. It has a fixed width, so the paper
/// count beside it never moves or shrinks. It only reports cancelRequested(): what a
/// cancellation means is up to the window.
class LoadProgressWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit LoadProgressWidget(QWidget *parent = nullptr);

    QPushButton *cancelButton() const { return m_cancel; }
    /// The text shown in the bar ("Reading 12%"), empty while hidden.
    QString progressText() const;
    /// Shows loader's progress and hides when its load has ended.
    void follow(const CollectionLoader *loader);

public Q_SLOTS:
    void start();
    void setProgress(CollectionLoader::Phase phase, int percent);
    void finish();

Q_SIGNALS:
    void cancelRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    /// Hides the progress (the open it showed is over) and asks the window to stop it.
    void cancel();

    QProgressBar *m_bar;
    QPushButton *m_cancel;
};
