package org.partita.dsl.ide.server;

import java.util.List;

import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.SignatureHelpOptions;
import org.eclipse.xtext.ide.server.ICapabilitiesContributor;

/**
 * What the language server advertises beyond Xtext's defaults: signature help is asked for after a space (Partita
 * statements have no parentheses, Xtext's default triggers), so a client shows a strategy's parameters as soon as
 * its name is written.
 */
public class PartitaCapabilities implements ICapabilitiesContributor {

    @Override
    public ServerCapabilities contribute(ServerCapabilities capabilities, InitializeParams params) {
        capabilities.setSignatureHelpProvider(new SignatureHelpOptions(List.of(" "), List.of(" ")));
        return capabilities;
    }
}
