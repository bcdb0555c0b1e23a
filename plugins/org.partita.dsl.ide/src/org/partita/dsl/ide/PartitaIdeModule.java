/*
 * Partita language
 */
package org.partita.dsl.ide;

import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.IdeCrossrefProposalProvider;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.refactoring.IRenameStrategy2;
import org.eclipse.xtext.ide.server.ICapabilitiesContributor;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.codeActions.QuickFixCodeActionService;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.occurrences.IDocumentHighlightService;
import org.eclipse.xtext.ide.server.signatureHelp.ISignatureHelpService;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.partita.dsl.ide.contentassist.PartitaContentProposalProvider;
import org.partita.dsl.ide.contentassist.PartitaCrossrefProposalProvider;
import org.partita.dsl.ide.highlighting.PartitaSemanticHighlightingCalculator;
import org.partita.dsl.ide.hover.PartitaHoverService;
import org.partita.dsl.ide.quickfix.PartitaQuickFixProvider;
import org.partita.dsl.ide.references.PartitaDocumentHighlightService;
import org.partita.dsl.ide.references.PartitaDocumentSymbolService;
import org.partita.dsl.ide.rename.PartitaRenameStrategy;
import org.partita.dsl.ide.server.MarkdownContentAssistService;
import org.partita.dsl.ide.server.PartitaCapabilities;
import org.partita.dsl.ide.server.PartitaSignatureHelpService;
import org.partita.dsl.ide.symbols.PartitaSymbols;

/**
 * The UI-neutral services of the language, shared by the language server ({@code ServerLauncher}, the language
 * registered through {@code META-INF/services/org.eclipse.xtext.ISetup}) and the Eclipse editor, which calls them
 * in-process: content assist, hover, document symbols, quick fixes (code actions) and formatting (the runtime
 * formatter through the ide {@code FormattingService}), semantic highlighting (with standard LSP token types),
 * rename, references and document highlights (claims included) and signature help.
 */
public class PartitaIdeModule extends AbstractPartitaIdeModule {

    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return PartitaContentProposalProvider.class;
    }

    public Class<? extends IdeCrossrefProposalProvider> bindIdeCrossrefProposalProvider() {
        return PartitaCrossrefProposalProvider.class;
    }

    public Class<? extends HoverService> bindHoverService() {
        return PartitaHoverService.class;
    }

    public Class<? extends IHoverService> bindIHoverService() {
        return PartitaHoverService.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolNameProvider> bindDocumentSymbolNameProvider() {
        return PartitaSymbols.NameProvider.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolKindProvider> bindDocumentSymbolKindProvider() {
        return PartitaSymbols.KindProvider.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolDetailsProvider> bindDocumentSymbolDetailsProvider() {
        return PartitaSymbols.DetailsProvider.class;
    }

    public Class<? extends DocumentSymbolMapper.DocumentSymbolRangeProvider> bindDocumentSymbolRangeProvider() {
        return PartitaSymbols.RangeProvider.class;
    }

    public Class<? extends IQuickFixProvider> bindIQuickFixProvider() {
        return PartitaQuickFixProvider.class;
    }

    public Class<? extends ICodeActionService2> bindICodeActionService2() {
        return QuickFixCodeActionService.class;
    }

    public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
        return PartitaSemanticHighlightingCalculator.class;
    }

    public Class<? extends ContentAssistService> bindContentAssistService() {
        return MarkdownContentAssistService.class;
    }

    public Class<? extends ISignatureHelpService> bindISignatureHelpService() {
        return PartitaSignatureHelpService.class;
    }

    public Class<? extends ICapabilitiesContributor> bindICapabilitiesContributor() {
        return PartitaCapabilities.class;
    }

    @Override
    public Class<? extends IRenameStrategy2> bindIRenameStrategy2() {
        return PartitaRenameStrategy.class;
    }

    public Class<? extends IDocumentHighlightService> bindIDocumentHighlightService() {
        return PartitaDocumentHighlightService.class;
    }

    public Class<? extends DocumentSymbolService> bindDocumentSymbolService() {
        return PartitaDocumentSymbolService.class;
    }
}
