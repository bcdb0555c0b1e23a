package org.partita.dsl.ui;

import org.partita.dsl.ide.PartitaIdeSetup;

import com.google.inject.Injector;

/** The editor's single entry to the language: one injector with the runtime and ide services. */
public final class PartitaLanguage {

    private static Injector injector;

    private PartitaLanguage() {
    }

    public static synchronized Injector injector() {
        if (injector == null) {
            injector = new PartitaIdeSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }
}
