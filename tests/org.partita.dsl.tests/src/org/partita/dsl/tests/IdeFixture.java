package org.partita.dsl.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.Modules2;
import org.eclipse.xtext.validation.Issue;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.PartitaRuntimeModule;
import org.partita.dsl.ide.PartitaIdeModule;
import org.partita.dsl.ide.PartitaIdeSetup;

import com.google.inject.Guice;
import com.google.inject.Injector;

/**
 * The ide services as an editor uses them in-process: one injector of the runtime and ide modules, a text with a
 * cursor mark {@code |} parsed into a resource and an LSP {@link Document}.
 */
final class IdeFixture {

    static final URI URI_ = URI.createURI("synthetic:/test/experiment.partita");

    private static Injector injector;

    final String text;
    final int cursor;
    final Document document;
    final XtextResource resource;
    private final Injector services;

    private IdeFixture(Injector services, String marked) {
        this.services = services;
        this.cursor = marked.indexOf('|');
        this.text = cursor < 0 ? marked : marked.substring(0, cursor) + marked.substring(cursor + 1);
        this.document = new Document(1, text);
        XtextResourceSet set = services.getInstance(XtextResourceSet.class);
        this.resource = (XtextResource) services.getInstance(IResourceFactory.class).createResource(URI_);
        set.getResources().add(resource);
        try {
            resource.load(new LazyStringInputStream(text), set.getLoadOptions());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code marked} with the cursor at its {@code |}. */
    static IdeFixture of(String marked) {
        return new IdeFixture(injector(), marked);
    }

    /** {@code marked} with the cursor at its {@code |}, served by the ide services of {@code services}. */
    static IdeFixture of(Injector services, String marked) {
        return new IdeFixture(services, marked);
    }

    /**
     * The runtime and ide services with {@code strategies} bound as the language's registry, as an embedding
     * program binds its own; registered nowhere (an EMF validator registry of its own), so the language's default
     * services stay those of {@link #injector()}.
     */
    static Injector injector(StrategyRegistry strategies) {
        return Guice.createInjector(Modules2.mixin(new PartitaRuntimeModule(), new PartitaIdeModule(), binder -> {
            binder.bind(ExecutorService.class).toInstance(daemonPool());
            binder.bind(StrategyRegistry.class).toInstance(strategies);
            binder.bind(EValidator.Registry.class).toInstance(new EValidatorRegistryImpl());
        }));
    }

    private static ExecutorService daemonPool() {
        return Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "partita-ide-test");
            t.setDaemon(true);
            return t;
        });
    }

    static synchronized Injector injector() {
        if (injector == null) {
            injector = new PartitaIdeSetup() {
                @Override
                public Injector createInjector() {
                    ExecutorService pool = daemonPool();
                    return Guice.createInjector(Modules2.mixin(new PartitaRuntimeModule(), new PartitaIdeModule(),
                            binder -> binder.bind(ExecutorService.class).toInstance(pool)));
                }
            }.createInjectorAndDoEMFRegistration();
        }
        return injector;
    }

    /** The language server's diagnostic of a validation issue of this document, its data kept for quick fixes. */
    Diagnostic diagnostic(Issue issue) {
        Diagnostic d = new Diagnostic(new Range(document.getPosition(issue.getOffset()),
                document.getPosition(issue.getOffset() + issue.getLength())), issue.getMessage(),
                DiagnosticSeverity.Error, "partita", issue.getCode());
        d.setData(issue.getData());
        return d;
    }

    /** What a client sends when it asks for the code actions of {@code d} in this document. */
    ICodeActionService2.Options codeActionOptions(Diagnostic d) {
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(document);
        options.setResource(resource);
        options.setURI(URI_.toString());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        options.setCodeActionParams(new CodeActionParams(new TextDocumentIdentifier(URI_.toString()),
                d.getRange(), new CodeActionContext(List.of(d))));
        return options;
    }

    <T> T get(Class<T> type) {
        return services.getInstance(type);
    }

    /** Offset of the {@code n}-th (0-based) occurrence of {@code word}, plus {@code delta}. */
    int offsetOf(String word, int n, int delta) {
        int at = -1;
        for (int i = 0; i <= n; i++) {
            at = text.indexOf(word, at + 1);
            if (at < 0) {
                throw new IllegalArgumentException("'" + word + "' occurs fewer than " + (n + 1) + " times");
            }
        }
        return at + delta;
    }

    /** The text in {@code range}. */
    String textOf(Range range) {
        return text.substring(document.getOffSet(range.getStart()), document.getOffSet(range.getEnd()));
    }

    /** {@code edits} applied to the text. */
    String apply(List<TextEdit> edits) {
        List<TextEdit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt((TextEdit e) -> document.getOffSet(e.getRange().getStart())).reversed());
        StringBuilder b = new StringBuilder(text);
        for (TextEdit e : sorted) {
            b.replace(document.getOffSet(e.getRange().getStart()), document.getOffSet(e.getRange().getEnd()),
                    e.getNewText());
        }
        return b.toString();
    }
}
