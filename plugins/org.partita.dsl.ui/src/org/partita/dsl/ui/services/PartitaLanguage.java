package org.partita.dsl.ui.services;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;
import org.eclipse.xtext.util.Modules2;
import org.partita.dsl.PartitaRuntimeModule;
import org.partita.dsl.ide.PartitaIdeModule;
import org.partita.dsl.ide.PartitaIdeSetup;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;

/**
 * The editor's single entry to the language: one injector with the runtime and the UI-neutral {@code ide} services
 * (the ones a language server uses), plus the thread pool that Xtext's content assist parser expects to be bound.
 */
public final class PartitaLanguage {

    private static Injector injector;

    private PartitaLanguage() {
    }

    public static synchronized Injector injector() {
        if (injector == null) {
            injector = new EditorSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }

    /**
     * The ide setup with the bindings the language server's {@code ServerModule} would otherwise provide: a thread
     * pool, and a resource service provider registry of its own. The workbench's global registry may hold another
     * setup's provider for {@code *.partita} (the command line's standalone setup, which the Run action loads),
     * without the ide services that the rename service looks up there.
     */
    private static final class EditorSetup extends PartitaIdeSetup {
        @Override
        public Injector createInjector() {
            ResourceServiceProviderRegistryImpl registry = new ResourceServiceProviderRegistryImpl();
            Module editor = binder -> {
                binder.bind(ExecutorService.class).toInstance(Executors.newCachedThreadPool(r -> {
                    Thread t = new Thread(r, "partita-language");
                    t.setDaemon(true);
                    return t;
                }));
                binder.bind(IResourceServiceProvider.Registry.class).toInstance(registry);
            };
            Injector injector = Guice.createInjector(
                    Modules2.mixin(new PartitaRuntimeModule(), new PartitaIdeModule(), editor));
            registry.getExtensionToFactoryMap().put(EXTENSION, injector.getInstance(IResourceServiceProvider.class));
            return injector;
        }
    }

    private static final String EXTENSION = "partita";
}
