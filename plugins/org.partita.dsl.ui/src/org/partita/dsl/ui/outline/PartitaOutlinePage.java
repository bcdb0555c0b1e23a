package org.partita.dsl.ui.outline;

import java.util.List;

import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Symbol;

/**
 * Outline of an experiment file: the document symbols of the language's {@code HierarchicalDocumentSymbolService},
 * refreshed shortly after each edit; selecting a node selects its name in the editor.
 */
public class PartitaOutlinePage extends ContentOutlinePage {

    private static final int REFRESH_DELAY_MS = 400;

    private final ITextEditor editor;
    private final IDocument document;
    private final IDocumentListener listener = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            scheduleRefresh();
        }
    };
    private boolean refreshPending;

    public PartitaOutlinePage(ITextEditor editor) {
        this.editor = editor;
        this.document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.setContentProvider(new SymbolContentProvider());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label((Symbol) element);
            }
        });
        viewer.addSelectionChangedListener(e -> {
            if (e.getSelection() instanceof IStructuredSelection s && s.getFirstElement() instanceof Symbol sym) {
                editor.selectAndReveal(sym.selection().getOffset(), sym.selection().getLength());
            }
        });
        if (document != null) {
            document.addDocumentListener(listener);
        }
        refresh();
    }

    /**
     * Outline label: the name, what the element is and the symbol's detail — {@code Quickstart : experiment},
     * {@code FF : pipeline, 2 stages}, {@code Paragon : machine, mesh 32 x 32}; an experiment's own machine and
     * workload and a pipeline's stages are named for what they are already ({@code machine : mesh 16 x 16},
     * {@code allocate : first-fit}).
     */
    public static String label(Symbol s) {
        String word = kindWord(s.kind());
        String detail = s.detail() == null ? "" : s.detail().strip();
        if (word == null || word.equals(s.name()) || "field".equals(s.kind())) {
            return detail.isEmpty() ? s.name() : s.name() + " : " + detail;
        }
        return s.name() + " : " + word + (detail.isEmpty() ? "" : ", " + detail);
    }

    /**
     * The language's word for a symbol kind, as the language's document symbol mapper assigns the kinds
     * (experiments are modules, pipelines functions, machines structs, workloads events, stages fields, charts
     * constants); {@code null} for any other kind.
     */
    static String kindWord(String kind) {
        return switch (kind) {
            case "module" -> "experiment";
            case "function" -> "pipeline";
            case "struct" -> "machine";
            case "event" -> "workload";
            case "field" -> "stage";
            case "constant" -> "chart";
            default -> null;
        };
    }

    /** The symbols currently shown. */
    @SuppressWarnings("unchecked")
    public List<Symbol> symbols() {
        Object input = getTreeViewer().getInput();
        return input instanceof List<?> l ? (List<Symbol>) l : List.of();
    }

    /** The labels of the top-level tree items, as displayed. */
    public List<String> topLevelLabels() {
        return java.util.Arrays.stream(getTreeViewer().getTree().getItems()).map(i -> i.getText()).toList();
    }

    /** The labels of the children of top-level item {@code index}, as displayed. */
    public List<String> childLabels(int index) {
        return java.util.Arrays.stream(getTreeViewer().getTree().getItem(index).getItems()).map(i -> i.getText())
                .toList();
    }

    /** Recomputes the outline from the document now. */
    public void refresh() {
        TreeViewer viewer = getTreeViewer();
        if (viewer == null || viewer.getControl().isDisposed() || document == null) {
            return;
        }
        List<Symbol> symbols = EditorFiles.snapshot(document).symbols();
        viewer.setInput(symbols);
        viewer.expandAll();
    }

    private void scheduleRefresh() {
        if (refreshPending || getControl() == null || getControl().isDisposed()) {
            return;
        }
        refreshPending = true;
        Display display = getControl().getDisplay();
        display.timerExec(REFRESH_DELAY_MS, () -> {
            refreshPending = false;
            refresh();
        });
    }

    @Override
    public void dispose() {
        if (document != null) {
            document.removeDocumentListener(listener);
        }
        super.dispose();
    }

    /** Symbols as a tree: the input is the list of top-level symbols. The quick outline shows them too. */
    public static final class SymbolContentProvider implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return input instanceof List<?> l ? l.toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return ((Symbol) parent).children().toArray();
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return !((Symbol) element).children().isEmpty();
        }
    }
}
