// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutbox.h"

#include <QMessageBox>

QString AboutBox::text()
{
    return tr("Paperdesk %1\nRead, narrow, tag and copy from conference paper lists.")
        .arg(QCoreApplication::applicationVersion());
}

void AboutBox::show(QWidget *parent)
{
    QMessageBox::about(parent, tr("About Paperdesk"), text());
}
