package org.partita.dsl.ui.navigation;

import java.util.List;
import java.util.Locale;

import org.eclipse.jface.dialogs.PopupDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.texteditor.ITextEditor;
import org.partita.dsl.ui.outline.PartitaOutlinePage;
import org.partita.dsl.ui.services.PartitaServices.Symbol;

/**
 * Quick Outline (Ctrl+O): the outline's symbols in a popup over the editor; typing filters them by name (a parent
 * stays when a child matches), Enter or a double-click selects the name in the editor and closes the popup.
 */
public class QuickOutlinePopup extends PopupDialog {

    private final ITextEditor editor;
    private final List<Symbol> symbols;
    private Text filter;
    private TreeViewer tree;

    public QuickOutlinePopup(Shell parent, ITextEditor editor, List<Symbol> symbols) {
        super(parent, SWT.RESIZE, true, false, false, false, false, "", "Type to filter, Enter to go");
        this.editor = editor;
        this.symbols = symbols;
    }

    @Override
    protected Control createTitleControl(Composite parent) {
        filter = new Text(parent, SWT.NONE);
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filter.addModifyListener(e -> {
            tree.refresh();
            tree.expandAll();
            selectFirstMatch();
        });
        filter.addListener(SWT.DefaultSelection, e -> gotoSelected());
        filter.addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.ARROW_DOWN) {
                tree.getTree().setFocus();
            }
        });
        return filter;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        tree = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        tree.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree.setContentProvider(new PartitaOutlinePage.SymbolContentProvider());
        tree.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                Symbol s = (Symbol) element;
                return s.detail() == null || s.detail().isBlank() ? s.name() : s.name() + " : " + s.detail();
            }
        });
        tree.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer viewer, Object parentElement, Object element) {
                return matches((Symbol) element);
            }
        });
        tree.setInput(symbols);
        tree.expandAll();
        tree.addOpenListener(e -> gotoSelected());
        tree.getTree().addListener(SWT.DefaultSelection, e -> gotoSelected());
        return tree.getControl();
    }

    private boolean matches(Symbol s) {
        String text = filter == null ? "" : filter.getText().strip().toLowerCase(Locale.ROOT);
        return text.isEmpty() || s.name().toLowerCase(Locale.ROOT).contains(text)
                || s.children().stream().anyMatch(this::matches);
    }

    private void selectFirstMatch() {
        var items = tree.getTree().getItems();
        if (items.length > 0) {
            var item = items[0];
            String text = filter.getText().strip().toLowerCase(Locale.ROOT);
            while (!((Symbol) item.getData()).name().toLowerCase(Locale.ROOT).contains(text)
                    && item.getItemCount() > 0) {
                item = item.getItem(0);
            }
            tree.getTree().setSelection(item);
        }
    }

    /** Types {@code text} into the filter (as the keyboard would). */
    public void setFilter(String text) {
        filter.setText(text);
    }

    /** The names shown (depth-first), after filtering. */
    public List<String> shownNames() {
        List<String> out = new java.util.ArrayList<>();
        collect(tree.getTree().getItems(), out);
        return out;
    }

    private static void collect(org.eclipse.swt.widgets.TreeItem[] items, List<String> out) {
        for (var item : items) {
            out.add(((Symbol) item.getData()).name());
            collect(item.getItems(), out);
        }
    }

    /** Selects the name of the selected symbol in the editor and closes the popup. */
    public void gotoSelected() {
        Object selected = ((IStructuredSelection) tree.getSelection()).getFirstElement();
        if (selected instanceof Symbol s) {
            close();
            editor.selectAndReveal(s.selection().getOffset(), s.selection().getLength());
            editor.setFocus();
        }
    }

    @Override
    protected Control getFocusControl() {
        return filter;
    }

    @Override
    protected Point getDefaultSize() {
        return new Point(420, 320);
    }
}
