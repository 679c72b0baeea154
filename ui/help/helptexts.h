#pragma once

#include "logic/step.h"

#include <QCoreApplication>
#include <QString>

// The prose of Help ▸ Techniques, through tr(): what each technique is and when to look for it.
// The techniques' names come from the wording module (StepWording::techniqueName), the example's
// explanation from StepWording::explanation: this class only adds the two paragraphs of a page.
class HelpTexts final
{
    Q_DECLARE_TR_FUNCTIONS(HelpTexts)

public:
    static QString whatItIs(core::Technique technique);
    static QString whenToLook(core::Technique technique);
};
