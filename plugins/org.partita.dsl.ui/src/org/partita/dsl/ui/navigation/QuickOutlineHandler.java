package org.partita.dsl.ui.navigation;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.partita.dsl.ui.editor.EditorFiles;

/** "Quick Outline" (Ctrl+O): opens {@link QuickOutlinePopup} over the editor; returns the popup. */
public class QuickOutlineHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        EditorCaret caret = EditorCaret.of(event);
        if (caret == null) {
            return null;
        }
        QuickOutlinePopup popup = new QuickOutlinePopup(HandlerUtil.getActiveShellChecked(event), caret.editor(),
                EditorFiles.snapshot(caret.document()).symbols());
        popup.open();
        return popup;
    }
}
