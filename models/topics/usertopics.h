// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "taxonomy.h"

#include <QString>

/// The built-in taxonomy merged with the user's own topics file, if there is one:
/// `topics.json` in the application data folder (QStandardPaths::AppDataLocation), in the
/// same format as resources/topics.json.
namespace UserTopics {

QString filePath();
/// A user file that cannot be read is reported in warning and otherwise ignored.
Taxonomy loadMerged(QString *warning = nullptr);

} // namespace UserTopics
