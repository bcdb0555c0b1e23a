package org.partita.dsl.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.ResourceServiceProviderServiceLoader;
import org.eclipse.xtext.testing.AbstractLanguageServerTest;
import org.eclipse.xtext.util.Modules2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.partita.dsl.ide.PartitaIdeSetup;

import com.google.inject.Module;
import com.google.inject.Singleton;

/**
 * The language server in-process, as {@code org.eclipse.xtext.ide.server.ServerLauncher} runs it, in a fresh
 * folder per test: the language is found through the ide bundle's {@code META-INF/services/org.eclipse.xtext.ISetup}.
 */
abstract class LanguageServerFixture extends AbstractLanguageServerTest {

    private Path rootPath;

    LanguageServerFixture() {
        super("partita");
    }

    @Override
    protected Path getTestRootPath() {
        if (rootPath == null) {
            try {
                rootPath = Files.createTempDirectory("partita-lsp");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return rootPath;
    }

    /**
     * The server's module with the language registry read through the ide bundle's class loader, as on a flat
     * class path (under OSGi the context class loader does not see other bundles' service files).
     */
    @Override
    protected Module getServerModule() {
        return Modules2.mixin(new ServerModule(), binder -> binder.bind(IResourceServiceProvider.Registry.class)
                .toProvider(() -> withIdeClassLoader(() -> new ResourceServiceProviderServiceLoader().get()))
                .in(Singleton.class));
    }

    private static <T> T withIdeClassLoader(java.util.function.Supplier<T> s) {
        Thread t = Thread.currentThread();
        ClassLoader old = t.getContextClassLoader();
        t.setContextClassLoader(PartitaIdeSetup.class.getClassLoader());
        try {
            return s.get();
        } finally {
            t.setContextClassLoader(old);
        }
    }

    @BeforeEach
    void start() {
        setup();
        hierarchicalDocumentSymbolSupport = true;
    }

    @AfterEach
    void stop() {
        cleanup();
    }
}
