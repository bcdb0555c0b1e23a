package org.partita.dsl.ui.navigation;

import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.texteditor.ITextEditor;

/** The result of Find References: one row per occurrence; opening a row selects the name in its file. */
public class ReferencesView extends ViewPart {

    public static final String ID = "org.partita.dsl.ui.references";

    private Label title;
    private TableViewer table;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        title = new Label(parent, SWT.NONE);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        title.setText("Find References (Ctrl+Shift+G) on a name in an experiment file");
        table = new TableViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setContentProvider(ArrayContentProvider.getInstance());
        table.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Found) element).label();
            }
        });
        table.addOpenListener(e -> open((Found) ((IStructuredSelection) e.getSelection()).getFirstElement()));
    }

    /** Shows {@code rows} under the heading {@code heading}. */
    public void show(String heading, List<Found> rows) {
        title.setText(heading);
        table.setInput(rows);
        title.getParent().layout();
    }

    /** The rows shown. */
    @SuppressWarnings("unchecked")
    public List<Found> rows() {
        return table.getInput() == null ? List.of() : (List<Found>) table.getInput();
    }

    /** Opens the file of {@code row} and selects the name. */
    public void open(Found row) {
        if (row == null) {
            return;
        }
        try {
            if (IDE.openEditor(getSite().getPage(), row.file()) instanceof ITextEditor editor) {
                editor.selectAndReveal(row.offset(), row.length());
            }
        } catch (PartInitException e) {
            title.setText("cannot open " + row.file().getName() + ": " + e.getMessage());
        }
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }
}
