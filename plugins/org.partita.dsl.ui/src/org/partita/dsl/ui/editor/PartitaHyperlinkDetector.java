package org.partita.dsl.ui.editor;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.partita.dsl.ui.services.PartitaServices.Link;

/**
 * Ctrl+click / F3 on a cross-reference (a machine, workload, pipeline, cluster or parent experiment) goes to its
 * definition, in this file or in another experiment file of the folder.
 */
public class PartitaHyperlinkDetector extends AbstractHyperlinkDetector {

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        var doc = viewer.getDocument();
        Link link = EditorFiles.snapshot(doc).definition(region.getOffset());
        if (link == null) {
            return null;
        }
        IRegion from = new Region(link.from().getOffset(), link.from().getLength());
        boolean local = link.target().equals(EditorFiles.uriOf(doc));
        return new IHyperlink[] {new IHyperlink() {
            @Override
            public IRegion getHyperlinkRegion() {
                return from;
            }

            @Override
            public String getTypeLabel() {
                return "Definition";
            }

            @Override
            public String getHyperlinkText() {
                return "Go to definition";
            }

            @Override
            public void open() {
                if (local) {
                    viewer.setSelectedRange(link.to().getOffset(), link.to().getLength());
                    viewer.revealRange(link.to().getOffset(), link.to().getLength());
                } else {
                    openOther(link);
                }
            }
        }};
    }

    /** Opens the target file of {@code link} and selects the definition; returns the editor or {@code null}. */
    public static IEditorPart openOther(Link link) {
        if (!link.target().isPlatformResource()) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot()
                .getFile(IPath.fromPortableString(link.target().toPlatformString(true)));
        try {
            IEditorPart part = IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(),
                    file);
            if (part instanceof ITextEditor editor) {
                editor.selectAndReveal(link.to().getOffset(), link.to().getLength());
            }
            return part;
        } catch (PartInitException e) {
            return null;
        }
    }
}
