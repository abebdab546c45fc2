// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paperwriter.h"

/// RIS as reference managers import it: `TY  - CPAPER` … `ER  -` per paper with TI, AU (one
/// per author), T2 (the venue, else the list's name), PY, AB, UR (one per web link), KW (the
/// paper's keywords, then the user's tags), N1 (the user's note) and ID (the paper's
/// PaperId::exportKey(), so that RisReader takes it back under its id).
class RisWriter final : public PaperWriter
{
public:
    using PaperWriter::PaperWriter;

    QString entry(const ExportedPaper &paper) override;
    QString separator() const override;
};
