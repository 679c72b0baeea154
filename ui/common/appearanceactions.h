#pragma once

#include "board/geometry.h"

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class Settings;

// How the program looks, as three groups of checkable menu entries: the colour theme, the
// language, and how cells are named (A1 or r1c1). Each starts from the settings and writes its
// choice back. A theme or language applies at once to the whole application; a cell naming is
// announced, for the views that name cells.
//
// Parent it to a widget (the main window): a widget passes the LanguageChange event on to its
// children, and that is when the texts are set again.
class AppearanceActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppearanceActions)

public:
    AppearanceActions(Settings &settings, QObject *parent);

    QList<QAction *> themeActions() const;
    QList<QAction *> languageActions() const;
    QList<QAction *> namingActions() const;

signals:
    void cellNamingChanged(core::CellNaming naming);

protected:
    bool event(QEvent *event) override;

private:
    void retranslate();

    Settings &m_settings;
    QActionGroup *m_themes, *m_languages, *m_naming;
    QAction *m_themeSystem, *m_themeLight, *m_themeDark;
    QAction *m_langSystem, *m_langEn, *m_langDe, *m_langJa;
    QAction *m_namingLetter, *m_namingRowColumn;
};
