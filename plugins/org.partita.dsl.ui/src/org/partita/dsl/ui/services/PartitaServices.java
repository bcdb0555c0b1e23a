package org.partita.dsl.ui.services;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.folding.FoldingRange;
import org.eclipse.xtext.ide.editor.folding.IFoldingRangeProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.ILocationInFileProvider;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.partita.dsl.ide.references.ClaimNames;

import com.google.inject.Binding;
import com.google.inject.Injector;
import com.google.inject.Key;

/**
 * The language's UI-neutral Xtext services, called in-process on a snapshot of the editor's text. Nothing here
 * parses, validates or completes by hand: every answer comes from the language's own injector (parser, validator,
 * {@link ContentAssistService}, {@link HoverService}, {@link HierarchicalDocumentSymbolService},
 * {@link FormattingService}, {@link IFoldingRangeProvider}, {@link ISemanticHighlightingCalculator}, cross-reference resolution). No SWT here, so the editor
 * parts and the tests share it.
 */
public final class PartitaServices {

    /** URI used when the text does not come from a workspace file. */
    public static final URI DEFAULT_URI = URI.createURI("inmemory:/experiment.partita");

    private static PartitaServices instance;

    private final Injector injector;

    private PartitaServices(Injector injector) {
        this.injector = injector;
    }

    public static synchronized PartitaServices get() {
        if (instance == null) {
            instance = new PartitaServices(PartitaLanguage.injector());
        }
        return instance;
    }

    /** A text snapshot parsed into a fresh resource set. */
    public final class Snapshot {
        private final String text;
        private final Document document;
        private final XtextResource resource;

        private Snapshot(String text, URI uri, Map<URI, String> siblings) {
            this.text = text;
            this.document = new Document(1, text);
            XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
            this.resource = load(set, uri, text);
            for (var e : siblings.entrySet()) {
                if (!e.getKey().equals(uri)) {
                    load(set, e.getKey(), e.getValue());
                }
            }
        }

        private XtextResource load(XtextResourceSet set, URI uri, String content) {
            XtextResource r = (XtextResource) injector.getInstance(IResourceFactory.class).createResource(uri);
            set.getResources().add(r);
            try {
                r.load(new LazyStringInputStream(content), set.getLoadOptions());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return r;
        }

        public String text() {
            return text;
        }

        public XtextResource resource() {
            return resource;
        }

        /** Syntax and semantic problems, as the language's {@link IResourceValidator} reports them. */
        public List<Issue> validate() {
            IResourceValidator validator = resource.getResourceServiceProvider().getResourceValidator();
            return validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        }

        /** Completion proposals at {@code offset} from {@link ContentAssistService}. */
        public List<Proposal> complete(int offset) {
            CompletionParams params = new CompletionParams(id(), document.getPosition(offset));
            CompletionList list = injector.getInstance(ContentAssistService.class).createCompletionList(document,
                    resource, params, CancelIndicator.NullImpl);
            List<Proposal> out = new ArrayList<>();
            for (CompletionItem item : list.getItems()) {
                TextEdit edit = item.getTextEdit() == null ? null : item.getTextEdit().getLeft();
                int start = offset;
                int end = offset;
                String insert = item.getInsertText() != null ? item.getInsertText() : item.getLabel();
                if (edit != null) {
                    start = document.getOffSet(edit.getRange().getStart());
                    end = document.getOffSet(edit.getRange().getEnd());
                    insert = edit.getNewText();
                }
                String doc = null;
                if (item.getDocumentation() != null) {
                    doc = item.getDocumentation().isLeft() ? item.getDocumentation().getLeft()
                            : item.getDocumentation().getRight().getValue();
                }
                out.add(new Proposal(item.getLabel(), item.getDetail(), doc, insert, start, end - start));
            }
            return out;
        }

        /** Hover text (Markdown or plain) at {@code offset}, or {@code null}. */
        public HoverText hover(int offset) {
            Hover hover = injector.getInstance(HoverService.class).hover(document, resource,
                    new HoverParams(id(), document.getPosition(offset)), CancelIndicator.NullImpl);
            if (hover == null || hover.getContents() == null || !hover.getContents().isRight()) {
                return null;
            }
            MarkupContent content = hover.getContents().getRight();
            if (content.getValue() == null || content.getValue().isBlank() || hover.getRange() == null) {
                return null;
            }
            return new HoverText(content.getValue(), region(hover.getRange()));
        }

        /** The document symbols, nested as in the model, from {@link HierarchicalDocumentSymbolService}. */
        public List<Symbol> symbols() {
            List<DocumentSymbol> symbols = injector.getInstance(HierarchicalDocumentSymbolService.class)
                    .getSymbols(resource, CancelIndicator.NullImpl);
            return symbols(symbols, "");
        }

        /** Converts symbols; a child's qualified name is shown relative to its parent ({@code Q.FF} → {@code FF}). */
        private List<Symbol> symbols(List<DocumentSymbol> symbols, String parent) {
            if (symbols == null) {
                return List.of();
            }
            List<Symbol> out = new ArrayList<>();
            for (DocumentSymbol s : symbols) {
                String name = s.getName();
                String shown = !parent.isEmpty() && name.startsWith(parent + ".") ? name.substring(parent.length() + 1)
                        : name;
                out.add(new Symbol(shown, s.getKind() == null ? "" : s.getKind().name().toLowerCase(java.util.Locale.ROOT),
                        s.getDetail(), region(s.getRange()), region(s.getSelectionRange()),
                        symbols(s.getChildren(), name)));
            }
            return out;
        }

        /** Edits of the language's formatter ({@link FormattingService}) for the whole text, in document order. */
        public List<Edit> format() {
            return format(0, text.length());
        }

        /** Edits of the language's formatter for the lines of the region {@code offset}/{@code length}. */
        public List<Edit> format(int offset, int length) {
            List<TextEdit> edits = injector.getInstance(FormattingService.class).format(resource, document, offset,
                    length, new FormattingOptions(4, false));
            List<Edit> out = new ArrayList<>();
            for (TextEdit e : edits) {
                ITextRegion r = region(e.getRange());
                out.add(new Edit(r.getOffset(), r.getLength(), e.getNewText()));
            }
            out.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
            return out;
        }

        /** The formatted text: {@link #format()} applied to the snapshot. */
        public String formatted() {
            StringBuilder sb = new StringBuilder(text);
            List<Edit> edits = new ArrayList<>(format());
            Collections.reverse(edits);
            for (Edit e : edits) {
                sb.replace(e.offset(), e.offset() + e.length(), e.text());
            }
            return sb.toString();
        }

        /**
         * Semantic highlighting of the text from the language's {@link ISemanticHighlightingCalculator} (style ids of
         * {@code org.partita.dsl.ide.highlighting.PartitaHighlightingStyles}), in text order.
         */
        public List<Highlight> highlighting() {
            List<Highlight> out = new ArrayList<>();
            injector.getInstance(ISemanticHighlightingCalculator.class).provideHighlightingFor(resource,
                    (offset, length, styles) -> out.add(new Highlight(offset, length, List.of(styles))),
                    CancelIndicator.NullImpl);
            out.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
            return out;
        }

        /** Foldable regions from the language's {@link IFoldingRangeProvider}. */
        public List<ITextRegion> folding() {
            List<ITextRegion> out = new ArrayList<>();
            for (FoldingRange r : injector.getInstance(IFoldingRangeProvider.class).getFoldingRanges(resource,
                    CancelIndicator.NullImpl)) {
                out.add(new TextRegion(r.getOffset(), r.getLength()));
            }
            return out;
        }

        /**
         * The cross-reference at {@code offset}, the resource of the element it points to (this one or a file of the
         * same folder) and that element's significant region, or {@code null} when there is none.
         */
        public Link definition(int offset) {
            EObjectAtOffsetHelper helper = injector.getInstance(EObjectAtOffsetHelper.class);
            INode node = helper.getCrossReferenceNode(resource, new TextRegion(offset, 0));
            if (node == null) {
                return claimDefinition(offset);
            }
            EObject target = helper.resolveCrossReferencedElementAt(resource, offset);
            if (target == null || target.eIsProxy() || target.eResource() == null) {
                return null;
            }
            ITextRegion to = injector.getInstance(ILocationInFileProvider.class).getSignificantTextRegion(target);
            return new Link(new TextRegion(node.getOffset(), node.getLength()), target.eResource().getURI(), to);
        }

        /** A claim's word links to the pipeline it names (claims name pipelines by plain words). */
        private Link claimDefinition(int offset) {
            ClaimNames.Word word = ClaimNames.wordAt(resource, offset);
            if (word == null || word.pipeline().eResource() == null) {
                return null;
            }
            ITextRegion to = injector.getInstance(ILocationInFileProvider.class)
                    .getSignificantTextRegion(word.pipeline());
            return new Link(word.region(), word.pipeline().eResource().getURI(), to);
        }

        /**
         * Quick fixes of the language's {@link IQuickFixProvider} (when the language binds one) for the problem
         * {@code code} at {@code offset}/{@code length}, each with the edits it would apply to this snapshot.
         */
        public List<Fix> quickFixes(String code, String message, int offset, int length, String[] data) {
            Binding<IQuickFixProvider> binding = injector.getExistingBinding(Key.get(IQuickFixProvider.class));
            if (binding == null || code == null) {
                return List.of();
            }
            IQuickFixProvider provider = binding.getProvider().get();
            Range range = new Range(document.getPosition(offset), document.getPosition(offset + length));
            Diagnostic diagnostic = new Diagnostic(range, message, DiagnosticSeverity.Error, "partita", code);
            if (data != null) {
                diagnostic.setData(data);
            }
            if (!provider.handlesDiagnostic(diagnostic)) {
                return List.of();
            }
            ICodeActionService2.Options options = new ICodeActionService2.Options();
            options.setDocument(document);
            options.setResource(resource);
            options.setURI(resource.getURI().toString());
            options.setCancelIndicator(CancelIndicator.NullImpl);
            options.setCodeActionParams(new CodeActionParams(id(), range, new CodeActionContext(List.of(diagnostic))));
            List<Fix> fixes = new ArrayList<>();
            for (DiagnosticResolution resolution : provider.getResolutions(options, diagnostic)) {
                WorkspaceEdit edit = resolution.apply();
                List<Edit> edits = new ArrayList<>();
                if (edit != null && edit.getChanges() != null) {
                    for (TextEdit e : edit.getChanges().getOrDefault(resource.getURI().toString(), List.of())) {
                        ITextRegion r = region(e.getRange());
                        edits.add(new Edit(r.getOffset(), r.getLength(), e.getNewText()));
                    }
                }
                if (edit != null && edit.getDocumentChanges() != null) {
                    for (var change : edit.getDocumentChanges()) {
                        if (change.isLeft()) {
                            for (var either : change.getLeft().getEdits()) {
                                if (!either.isLeft()) {
                                    continue;
                                }
                                TextEdit e = either.getLeft();
                                ITextRegion r = region(e.getRange());
                                edits.add(new Edit(r.getOffset(), r.getLength(), e.getNewText()));
                            }
                        }
                    }
                }
                if (!edits.isEmpty()) {
                    edits.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
                    fixes.add(new Fix(resolution.getLabel(), edits));
                }
            }
            return fixes;
        }

        private ITextRegion region(Range range) {
            int start = document.getOffSet(range.getStart());
            int end = document.getOffSet(range.getEnd());
            return new TextRegion(start, end - start);
        }

        private TextDocumentIdentifier id() {
            return new TextDocumentIdentifier(resource.getURI().toString());
        }
    }

    /** Parses {@code text} as the resource {@code uri} (use {@link #DEFAULT_URI} when there is no file). */
    public Snapshot parse(String text, URI uri) {
        return parse(text, uri, Map.of());
    }

    /**
     * Parses {@code text} as the resource {@code uri}, with the other experiment files of its folder ({@code
     * siblings}: URI → text) in the same resource set, so that references to machines, workloads and pipelines
     * defined there resolve as they do for the command line.
     */
    public Snapshot parse(String text, URI uri, Map<URI, String> siblings) {
        return new Snapshot(text, uri == null ? DEFAULT_URI : uri, siblings);
    }

    public Snapshot parse(String text) {
        return parse(text, DEFAULT_URI);
    }

    /** A completion proposal: replace {@code length} characters at {@code offset} by {@code insert}. */
    public record Proposal(String label, String detail, String documentation, String insert, int offset,
            int length) {
    }

    /** Hover contents and the region they describe. */
    public record HoverText(String markdown, ITextRegion region) {
    }

    /** One node of the outline. */
    public record Symbol(String name, String kind, String detail, ITextRegion range, ITextRegion selection,
            List<Symbol> children) {
    }

    /** A semantically highlighted region and its style ids. */
    public record Highlight(int offset, int length, List<String> styles) {
    }

    /** A text replacement. */
    public record Edit(int offset, int length, String text) {
    }

    /** A quick fix: its label and the edits it applies, in document order. */
    public record Fix(String label, List<Edit> edits) {
    }

    /** A hyperlink from a cross-reference to the region {@code to} of its target in resource {@code target}. */
    public record Link(ITextRegion from, URI target, ITextRegion to) {
    }
}
