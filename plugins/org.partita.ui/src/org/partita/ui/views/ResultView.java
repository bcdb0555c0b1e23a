package org.partita.ui.views;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.part.ViewPart;
import org.partita.ui.results.ResultSet;

/** Common parts of the result views: show a {@link ResultSet}, open one from disk, export the drawing (PNG, SVG). */
public abstract class ResultView extends ViewPart {

    private ResultSet results;

    /** Shows {@code results} (may lack the file this view needs; the view then says so). */
    public final void show(ResultSet results) {
        this.results = results;
        refresh();
    }

    public ResultSet results() {
        return results;
    }

    /** Redraws from {@link #results()}. */
    protected abstract void refresh();

    /** The control whose pixels "Export PNG" saves. */
    protected abstract Control drawing();

    /**
     * The drawing as an SVG document (the command line's chart renderer, org.partita.charts), or {@code null} when
     * the view has no vector form; a view that has one gets "Export SVG…".
     */
    public String svg() {
        return null;
    }

    protected String exportName() {
        return getPartName().replace(' ', '-').toLowerCase();
    }

    protected void contributeActions() {
        var tb = getViewSite().getActionBars().getToolBarManager();
        tb.add(new Action("Open results…") {
            @Override
            public void run() {
                FileDialog dialog = new FileDialog(getSite().getShell());
                dialog.setFilterNames(new String[] {"Partita results (summary.csv, jobs.csv)"});
                dialog.setFilterExtensions(new String[] {"*.csv"});
                String file = dialog.open();
                if (file != null) {
                    try {
                        show(ResultSet.load(Path.of(file).getParent()));
                    } catch (IOException e) {
                        MessageDialog.openError(getSite().getShell(), "Cannot read results", e.getMessage());
                    }
                }
            }
        });
        tb.add(new Action("Export PNG…") {
            @Override
            public void run() {
                Path file = Exports.ask(getSite().getShell(), exportName(), "png");
                if (file != null) {
                    try {
                        Exports.png(drawing(), file);
                    } catch (IOException e) {
                        MessageDialog.openError(getSite().getShell(), "Cannot export", e.getMessage());
                    }
                }
            }
        });
        if (svg() != null || hasSvg()) {
            tb.add(new Action("Export SVG…") {
                @Override
                public void run() {
                    String document = svg();
                    Path file = document == null ? null : Exports.ask(getSite().getShell(), exportName(), "svg");
                    if (file != null) {
                        try {
                            Exports.svg(document, file);
                        } catch (IOException e) {
                            MessageDialog.openError(getSite().getShell(), "Cannot export", e.getMessage());
                        }
                    }
                }
            });
        }
        getViewSite().getActionBars().updateActionBars();
    }

    /** Whether {@link #svg()} gives a document once results are shown (before that it may be {@code null}). */
    protected boolean hasSvg() {
        return false;
    }

    @Override
    public void setFocus() {
        drawing().setFocus();
    }
}
