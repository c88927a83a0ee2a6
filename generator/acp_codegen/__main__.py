from acp_codegen.cli import run

run()
