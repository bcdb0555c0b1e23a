package org.partita.dsl.ui;

import java.util.List;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.partita.dsl.services.PartitaGrammarAccess;
import org.partita.dsl.ui.editor.SemanticHighlighter;
import org.partita.dsl.ui.services.PartitaLanguage;

import com.google.inject.Injector;

/**
 * Syntax colouring for the generic editor: the grammar's keywords, strings and comments. Installing it on a viewer
 * also installs the viewer's {@link SemanticHighlighter}, which draws the language's semantic highlighting over
 * these colours.
 */
public class PartitaPresentationReconciler extends PresentationReconciler {

    public PartitaPresentationReconciler() {
        RuleBasedScanner scanner = new RuleBasedScanner();
        Display display = Display.getCurrent();
        Token keyword = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_MAGENTA), null, SWT.BOLD));
        Token string = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_BLUE)));
        Token comment = new Token(new TextAttribute(
                new org.eclipse.swt.graphics.Color(display, new RGB(63, 127, 95))));
        // a word that is no keyword is consumed whole with the default colour: 'on' in 'poisson' is no keyword
        WordRule words = new WordRule(new PartitaWordDetector(), new Token(null));
        for (String k : keywords()) {
            words.addWord(k, keyword);
        }
        scanner.setRules(List.<IRule>of(new EndOfLineRule("//", comment), new MultiLineRule("/*", "*/", comment),
                new SingleLineRule("\"", "\"", string, '\\'), words).toArray(IRule[]::new));
        DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
        setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
        setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
    }

    private SemanticHighlighter semantic;

    @Override
    public void install(ITextViewer viewer) {
        super.install(viewer);
        if (viewer instanceof ITextViewerExtension4) {
            semantic = new SemanticHighlighter(viewer);
        }
    }

    @Override
    public void uninstall() {
        if (semantic != null) {
            semantic.dispose();
            semantic = null;
        }
        super.uninstall();
    }

    /** The semantic highlighter installed with this reconciler, or {@code null} before installation. */
    public SemanticHighlighter semanticHighlighter() {
        return semantic;
    }

    /** The grammar's alphabetic keywords, read from the language's grammar access. */
    public static List<String> keywords() {
        Injector injector = PartitaLanguage.injector();
        return org.eclipse.xtext.GrammarUtil.getAllKeywords(injector.getInstance(PartitaGrammarAccess.class).getGrammar())
                .stream().filter(k -> Character.isLetter(k.charAt(0))).sorted().toList();
    }
}
