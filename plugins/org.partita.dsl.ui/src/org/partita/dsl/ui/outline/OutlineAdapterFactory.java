package org.partita.dsl.ui.outline;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/** Gives text editors showing a {@code *.partita} file an outline page (the generic editor has none of its own). */
public class OutlineAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == IContentOutlinePage.class && adaptable instanceof ITextEditor editor
                && editor.getEditorInput() != null && editor.getEditorInput().getName().endsWith(".partita")
                && editor.getDocumentProvider() != null) {
            return adapterType.cast(new PartitaOutlinePage(editor));
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {IContentOutlinePage.class};
    }
}
