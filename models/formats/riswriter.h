// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// RIS as reference managers import it: `TY  - CPAPER` … `ER  -` per paper with TI, AU (one
/// per author), T2 (the venue, else the list's name), PY, AB, UR (one per web link), KW (the
/// paper's keywords, then the user's tags), N1 (the user's note) and ID (the paper's
/// ExportKey, so that RisReader takes it back under its id, and its tags as tags).
///
/// RIS has no escapes: a value on several lines goes on after its tag line on lines indented by
/// three spaces, which no reader takes for a tag line, so a text holding "ER  - " or "TY  - "
/// on a line of its own is read back as text.
class RisWriter final : public PaperWriter
{
public:
    using PaperWriter::PaperWriter;

    QString entry(const ExportedPaper &paper) override;
    QString separator() const override;
};
