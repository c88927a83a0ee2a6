from acp_codegen.cli import main

raise SystemExit(main())
